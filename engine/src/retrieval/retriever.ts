/**
 * The retrieval pipeline, stage by stage: paragraph mode, or query expansion → six signal lists
 * → fusion → scope prior → rerank by the question's issue → dedupe → the top passages → their
 * companions (the rulings the question names or describes, the bill's commentary). Each stage
 * is a file of its own that says what it reads and writes; this file only wires them with the
 * corpus facts they share (lexeme statistics, the subject index; corpus-facts.ts).
 */
import type { Domain } from '../domain';
import { createRulingMatcher } from '../domain/rulings';
import type { CorpusStore, Embedder, EngineLogger } from '../ports';
import { RANKING } from '../ranking-config';
import { analyzeQuery } from './analyze-query';
import { createChunkStore } from './chunk-store';
import { withCompanions } from './companions';
import { type CorpusFactsStatus, createCorpusFacts } from './corpus-facts';
import { createSettingWords, rerankStage } from './issue-focus';
import { createLawNames } from './law-names';
import { createParagraphMode, paragraphRetrieval } from './paragraph-mode';
import { type Retrieval, type RetrievalMethod, toPassage } from './passage';
import { withPlaceConcept } from './place-names';
import { fuseScores, maxFusedScore, rankScores, type ScoredList } from './rank-fusion';
import { rankInScope, scopePrior } from './scope-prior';
import { crossReferences } from './signals/cross-references';
import { fullTextHits } from './signals/full-text';
import { namedSectionIds } from './signals/named-sections';
import { subjectHits as subjectSignal } from './signals/subject';
import { subjectVectorHits } from './signals/subject-vectors';
import { embedQuery, vectorHits } from './signals/vectors';
import { dedupeSources } from './source-dedupe';
import type { SubjectIndex } from './subject-index';

export type RetrieveInput = { query: string; subtopic?: string | undefined; limit?: number | undefined };

export type Retriever = {
  retrieve: (input: RetrieveInput) => Promise<Retrieval>;
  /** The subject index over the stored sections (built with the corpus facts). */
  subjectIndex: () => Promise<SubjectIndex>;
  /** Rebuilds the corpus facts after the corpus changed, off the request path (ADR 033). */
  refresh: () => Promise<void>;
  factsStatus: () => CorpusFactsStatus;
};

export const createRetriever = (deps: {
  domain: Domain;
  store: CorpusStore;
  embedder: Embedder;
  logger: EngineLogger;
}): Retriever => {
  const { store, embedder, logger } = deps;
  const chunkStore = createChunkStore(store);
  // The chunks of a replaced document are gone: free them with the facts that found them.
  const facts = createCorpusFacts({ ...deps, onSwap: chunkStore.clear });
  // The domain's law names and setting words, compiled once.
  const laws = createLawNames(deps.domain);
  const paragraphMode = createParagraphMode(laws);
  const isSetting = createSettingWords(deps.domain.settingConcepts);
  const companions = {
    store,
    chunkStore,
    rulings: createRulingMatcher(deps.domain.rulingFacts),
    commentary: new Map(deps.domain.preparatoryNotes.map((note) => [note.section, note])),
    commenting: new Map(deps.domain.preparatoryNotes.map((note) => [note.reference, note.section])),
  };

  const hybrid = async (input: RetrieveInput, limit: number): Promise<Retrieval> => {
    const { stats, known, subject: state } = await facts.current();

    // Query expansion, then the six signal lists.
    const analyzed = analyzeQuery(input.query, known);
    const named = laws.namedLaws(input.query);
    const [textHits, vector, citedIds] = await Promise.all([
      fullTextHits(store, analyzed.lexemes, stats),
      embedQuery(embedder, logger, analyzed.embeddingText),
      namedSectionIds(laws, store, input.query),
    ]);
    const vectorIds = await vectorHits(store, embedder, vector);
    const referring = crossReferences(laws, state, named);
    const repealed = { law: laws.repealed, asked: laws.repealed !== null && named.has(laws.repealed) };
    const subjectQuery = withPlaceConcept(input.query);
    const subjectHits = subjectSignal(state, subjectQuery, repealed);
    const subjectVectors = subjectVectorHits(state, vector);
    const lists: ScoredList[] = [
      { hits: textHits, weight: RANKING.fusion.words },
      { hits: rankScores(vectorIds), weight: RANKING.fusion.vectors },
      { hits: subjectHits, weight: RANKING.fusion.subject },
      { hits: subjectVectors, weight: RANKING.fusion.subjectVectors },
      { hits: rankScores(referring), weight: RANKING.fusion.crossReferences },
      { hits: citedIds.map((id) => ({ id, score: 1 })), weight: RANKING.fusion.namedSections },
    ];

    // Fusion, scope prior, rerank, dedupe.
    const fused = fuseScores(lists);
    const priorOf = scopePrior({
      laws,
      named,
      annotatedIds: new Set(state.chunkIds.values()),
      referringIds: new Set(referring),
      subjectHits,
    });
    const ranked = rankInScope(
      await chunkStore.facts([...fused.keys()]),
      fused,
      maxFusedScore(lists),
      priorOf,
      input.subtopic,
    );
    const reranked = rerankStage(isSetting, ranked, subjectQuery, subjectHits, (query) =>
      subjectSignal(state, query, repealed),
    );
    // A ruling is shown only by name or by its facts (companions stage), so it takes no place here.
    const searched = reranked.filter(({ chunk }) => chunk.kind !== 'case_summary');
    const top = dedupeSources(searched, ({ chunk }) => ({
      origin: chunk.fileName || chunk.documentTitle,
      url: chunk.sourceUrl,
      sectionReference: chunk.sectionReference,
      title: chunk.title,
      richness: chunk.contentLength + (chunk.sourceUrl ? 1000 : 0),
    })).slice(0, limit);

    // Text and snippets only for what is returned: they are the expensive part.
    const records = new Map(
      (await chunkStore.chunks(top.map(({ chunk }) => chunk.id))).map((chunk) => [chunk.id, chunk]),
    );
    const coverage = new Map(subjectHits.map((hit) => [hit.id, hit.coverage]));
    const lexical = new Set([...textHits, ...subjectHits].map((hit) => hit.id));
    const semantic = new Set([...vectorIds, ...subjectVectors.map((hit) => hit.id)]);
    const passages = top.flatMap(({ chunk, score }) => {
      const record = records.get(chunk.id);
      if (!record) {
        return [];
      }
      const method: RetrievalMethod =
        lexical.has(chunk.id) && semantic.has(chunk.id)
          ? 'hybrid'
          : lexical.has(chunk.id)
            ? 'fulltext'
            : 'vector';
      return [toPassage(record, score, method, analyzed.words, coverage.get(chunk.id) ?? null)];
    });
    return {
      passages: await withCompanions(companions, input.query, passages, analyzed.words),
      paragraphSection: null,
      expandedQuery: analyzed.embeddingText,
    };
  };

  return {
    retrieve: async (input) => {
      const limit = Math.min(
        Math.max(1, input.limit ?? RANKING.limits.defaultSources),
        RANKING.limits.maxSources,
      );
      const section = paragraphMode.detect(input.query);
      return section
        ? paragraphRetrieval(deps, laws.paragraphModeLaw, input.query, section)
        : hybrid(input, limit);
    },
    subjectIndex: async () => (await facts.current()).subject.index,
    refresh: facts.refresh,
    factsStatus: facts.status,
  };
};
