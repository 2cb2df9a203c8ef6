import type { Db } from '../../../db/database';
import type { Logger } from '../../../logger';
import { type AnnotatedSection, sectionKey } from '../corpus/annotations';
import type { ThesaurusGroup } from '../corpus/thesaurus';
import type { Embedder } from '../embeddings/embedder';
import { analyzeQuery } from './analyze-query';
import { inverseDocumentFrequency, type LexemeStats } from './bm25';
import { createChunkStore, type StoredChunk, withSentences } from './chunk-store';
import { rerankByIssue, splitIssue } from './issue-focus';
import { lawReference, namedLaws, namedSections, PRIMARY_STATUTES, REPEALED_BAB_LAW } from './law-names';
import { detectParagraphSection } from './paragraph-mode';
import type { Passage, Retrieval, RetrievalMethod } from './passage';
import { withPlaceConcept } from './place-names';
import { fuseScores, maxFusedScore, rankScores, type ScoredList } from './rank-fusion';
import {
  bm25Search,
  chunkIdsOfSections,
  chunksOfSection,
  lexemeStats,
  sectionTexts,
  vectorSearch,
  vectorSimilarities,
} from './retrieval-repository';
import { makeSnippet } from './snippet';
import { dedupeSources } from './source-dedupe';
import { createSubjectIndex, type SubjectIndex } from './subject-index';

export const DEFAULT_SOURCE_COUNT = 5;
export const MAX_SOURCE_COUNT = 50;
const CANDIDATES_PER_LIST = 50;
const COMMON_LEXEME_SHARE = 0.2;
const PARAGRAPH_MODE_LAW = '2018:222';
const PARAGRAPH_MODE_TOP = 2;

/**
 * The ranked lists and their weights in the fusion (ADR 010). The subject index speaks the
 * officers' words, so it counts most; word BM25 and vectors cover every chunk of the corpus. A
 * section the question cites with its law ("9 a § LSS") counts as much as the subject index.
 */
const LIST_WEIGHTS = {
  words: 0.3,
  vectors: 0.2,
  subject: 2,
  subjectVectors: 0.5,
  crossReferences: 1,
  namedSections: 2,
} as const;

/**
 * Scope priors (ADR 010): the officer's own statutes lead, the sections of other laws that we
 * annotated as bearing on BAB come next, the rest of those laws after. When the question names
 * another law, that law leads, followed by the officer's sections that refer to it. The
 * repealed BAB law leads only when asked about.
 */
const SCOPE_PRIOR = {
  ownLaw: { primary: 1, annotated: 0.85, other: 0.45 },
  namedLaw: { named: 1, referring: 0.9, primary: 0.6, annotated: 0.5, other: 0.35 },
  repealed: 0.45,
} as const;
const SUBTOPIC_BOOST = 1.05;
/**
 * A question the subject index places in another law's section by this margin over the best of
 * the officer's own is about that law, named or not ("begärt ut beslutet … måste vi lämna ut
 * det?" is a question for 26 kap. 12 § OSL): that law's annotated sections weigh as the
 * officer's own (ADR 023).
 */
const IMPLIED_LAW_MARGIN = 1.5;
// Transitional provisions and ruling summaries supplement the sections that state the rule.
const SECTIONLESS_WEIGHT = 0.8;

/** The other law whose section the subject index ranks first by the margin, if any. */
const lawTheSubjectPoints = (hits: { sfs: string; score: number }[]): string | null => {
  const [first] = hits;
  if (!first || PRIMARY_STATUTES.has(first.sfs) || first.sfs === REPEALED_BAB_LAW) {
    return null;
  }
  const ownBest = Math.max(0, ...hits.filter((hit) => PRIMARY_STATUTES.has(hit.sfs)).map((hit) => hit.score));
  return first.score >= IMPLIED_LAW_MARGIN * ownBest ? first.sfs : null;
};

export type RetrieveInput = { query: string; subtopic?: string | undefined; limit?: number | undefined };

export type Retriever = {
  retrieve: (input: RetrieveInput) => Promise<Retrieval>;
  /** The subject index over the stored sections (built on first use). */
  subjectIndex: () => Promise<SubjectIndex>;
  /** Forget cached corpus facts after ingestion changed the chunks. */
  invalidate: () => void;
};

const toPassage = (
  chunk: StoredChunk,
  score: number,
  method: RetrievalMethod,
  terms: string[],
  subjectCoverage: number | null = null,
): Passage => {
  const { ordinal: _ordinal, sentences, ...record } = chunk;
  return { ...record, snippet: makeSnippet(chunk.content, sentences, terms), score, method, subjectCoverage };
};

const cosine = (a: number[], b: number[]): number => {
  let dot = 0;
  for (let i = 0; i < a.length; i++) {
    dot += (a[i] ?? 0) * (b[i] ?? 0);
  }
  return dot;
};

type SubjectState = {
  index: SubjectIndex;
  chunkIds: Map<string, string>;
  /** Unit vectors of each annotated section's subject text, or null without an embedder. */
  vectors: Map<string, number[]> | null;
};

export const createRetriever = (deps: {
  db: Db;
  embedder: Embedder;
  logger: Logger;
  annotations: AnnotatedSection[];
  /** Everyday words for the same thing, for the subject index (ADR 021). */
  thesaurus?: ThesaurusGroup[] | undefined;
  /**
   * How long word statistics and the subject index are kept. An ingest on another instance only
   * reaches this one when they expire, so they live as long as the retrieval cache's entries.
   */
  corpusFactsTtlMs: number;
  now?: () => number;
}): Retriever => {
  const { db, embedder } = deps;
  const now = deps.now ?? Date.now;
  const model = { name: embedder.model, dimension: embedder.dimension };
  let corpusStats: Promise<{ stats: LexemeStats; known: Set<string> }> | undefined;
  let subject: Promise<SubjectState> | undefined;
  let factsLoadedAt = 0;
  const expireCorpusFacts = () => {
    if (now() - factsLoadedAt >= deps.corpusFactsTtlMs) {
      corpusStats = undefined;
      subject = undefined;
      factsLoadedAt = now();
    }
  };
  const store = createChunkStore(db);

  const embedQuery = async (text: string): Promise<number[] | null> => {
    try {
      const [vector] = await embedder.embed([text]);
      return vector ?? null;
    } catch (error) {
      // Without vectors the lexical lists still answer.
      deps.logger.warn({ err: error }, 'query embedding failed; lexical search only');
      return null;
    }
  };

  const buildSubject = async (): Promise<SubjectState> => {
    const laws = [...new Set(deps.annotations.map((section) => section.sfs))];
    const texts = await sectionTexts(db, laws);
    const index = createSubjectIndex(deps.annotations, texts, deps.thesaurus);
    const chunkIds = new Map(texts.map((text) => [sectionKey(text.sfs, text.ref), text.id]));
    const keys = index.keys();
    let vectors: Map<string, number[]> | null = null;
    try {
      const embedded = await embedder.embed(
        keys.map((key) => {
          const section = index.annotation(key);
          return [
            section?.rule,
            ...(section?.terms ?? []),
            ...(section?.situations ?? []).map((s) => s.text),
          ].join('\n');
        }),
      );
      const unit = (vector: number[]) => {
        const norm = Math.sqrt(cosine(vector, vector)) || 1;
        return vector.map((value) => value / norm);
      };
      vectors = new Map(keys.map((key, i) => [key, unit(embedded[i] ?? [])]));
    } catch (error) {
      deps.logger.warn({ err: error }, 'subject index not embedded; its words still count');
    }
    return { index, chunkIds, vectors };
  };

  const paragraphMode = async (query: string, section: string): Promise<Retrieval> => {
    const candidates = await chunksOfSection(db, PARAGRAPH_MODE_LAW, section);
    if (candidates.length === 0) {
      return { passages: [], paragraphSection: section, expandedQuery: query };
    }
    const vector = await embedQuery(query);
    const similarity = vector
      ? await vectorSimilarities(
          db,
          model,
          vector,
          candidates.map((chunk) => chunk.id),
        )
      : new Map<string, number>();
    const ranked = candidates
      .map((chunk) => ({ chunk, score: similarity.get(chunk.id) ?? 1 }))
      .sort((a, b) => b.score - a.score)
      .slice(0, PARAGRAPH_MODE_TOP);
    return {
      passages: ranked.map(({ chunk }) => toPassage(withSentences(chunk), 1, 'paragraph', [query])),
      paragraphSection: section,
      expandedQuery: query,
    };
  };

  const rankFullText = async (
    queryLexemes: string[],
    stats: LexemeStats,
  ): Promise<{ id: string; score: number }[]> => {
    const lexemes = queryLexemes.filter((lexeme) => stats.documentFrequency.has(lexeme));
    // Words most chunks contain add little to BM25 but read long posting lists: leave them out.
    const selective = lexemes.filter(
      (lexeme) => (stats.documentFrequency.get(lexeme) ?? 0) <= stats.chunkCount * COMMON_LEXEME_SHARE,
    );
    const hits = await bm25Search(
      db,
      (selective.length > 0 ? selective : lexemes).map((lexeme) => ({
        lexeme,
        idf: inverseDocumentFrequency(stats, lexeme),
      })),
      CANDIDATES_PER_LIST,
    );
    return hits;
  };

  /**
   * The officer's own sections that refer to a law the question names (6 § to SoL and LSS). Not
   * for the repealed BAB law: the sections that name it only say when it still applies, and a
   * question about the old law wants its own sections.
   */
  const crossReferences = (state: SubjectState, named: Set<string>): string[] => {
    const patterns = [...named]
      .filter((sfs) => !PRIMARY_STATUTES.has(sfs) && sfs !== REPEALED_BAB_LAW)
      .flatMap((sfs) => lawReference(sfs) ?? []);
    if (patterns.length === 0) {
      return [];
    }
    return state.index.keys().flatMap((key) => {
      const text = state.index.text(key);
      const id = state.chunkIds.get(key);
      return text &&
        id &&
        PRIMARY_STATUTES.has(text.sfs) &&
        patterns.some((p) => p.test(text.content.toLowerCase()))
        ? [id]
        : [];
    });
  };
  const hybrid = async (input: RetrieveInput, limit: number): Promise<Retrieval> => {
    expireCorpusFacts();
    corpusStats ??= lexemeStats(db).then((stats) => ({
      stats,
      known: new Set(stats.documentFrequency.keys()),
    }));
    subject ??= buildSubject();
    const [{ stats, known }, state] = await Promise.all([corpusStats, subject]);
    const analyzed = analyzeQuery(input.query, known);
    const named = namedLaws(input.query);
    const [textHits, vector, citedIds] = await Promise.all([
      rankFullText(analyzed.lexemes, stats),
      embedQuery(analyzed.embeddingText),
      chunkIdsOfSections(db, namedSections(input.query)),
    ]);
    const vectorIds = vector ? await vectorSearch(db, model, vector, CANDIDATES_PER_LIST) : [];
    const referring = crossReferences(state, named);
    const asksOldLaw = named.has(REPEALED_BAB_LAW);
    const subjectRank = (query: string) => {
      const hits = state.index.rank(query, CANDIDATES_PER_LIST);
      return asksOldLaw
        ? state.index.withPredecessors(hits, REPEALED_BAB_LAW)
        : state.index.withSuccessors(hits, REPEALED_BAB_LAW);
    };
    const subjectHitsFor = (query: string) =>
      subjectRank(query).flatMap((hit) => {
        const id = state.chunkIds.get(hit.key);
        const sfs = state.index.text(hit.key)?.sfs ?? '';
        return id ? [{ id, sfs, score: hit.score, coverage: hit.coverage }] : [];
      });
    const subjectQuery = withPlaceConcept(input.query);
    const subjectHits = subjectHitsFor(subjectQuery);
    const coverage = new Map(subjectHits.map((hit) => [hit.id, hit.coverage]));
    const subjectVectorHits =
      vector && state.vectors
        ? [...state.vectors].flatMap(([key, sectionVector]) => {
            const id = state.chunkIds.get(key);
            return id ? [{ id, score: cosine(vector, sectionVector) }] : [];
          })
        : [];
    const lists: ScoredList[] = [
      { hits: textHits, weight: LIST_WEIGHTS.words },
      { hits: rankScores(vectorIds), weight: LIST_WEIGHTS.vectors },
      { hits: subjectHits, weight: LIST_WEIGHTS.subject },
      { hits: subjectVectorHits, weight: LIST_WEIGHTS.subjectVectors },
      { hits: rankScores(referring), weight: LIST_WEIGHTS.crossReferences },
      { hits: citedIds.map((id) => ({ id, score: 1 })), weight: LIST_WEIGHTS.namedSections },
    ];
    const fused = fuseScores(lists);
    const annotatedIds = new Set(state.chunkIds.values());
    const referringIds = new Set(referring);
    const namesOtherLaw = [...named].some((sfs) => !PRIMARY_STATUTES.has(sfs));
    const impliedLaw = namesOtherLaw ? null : lawTheSubjectPoints(subjectHits);
    const scopeOf = (chunk: { id: string; sfsNumber: string | null; repealed: boolean }): number => {
      if (chunk.repealed) {
        return asksOldLaw ? SCOPE_PRIOR.namedLaw.named : SCOPE_PRIOR.repealed;
      }
      const primary = !chunk.sfsNumber || PRIMARY_STATUTES.has(chunk.sfsNumber);
      const annotated = annotatedIds.has(chunk.id);
      if (!namesOtherLaw) {
        const prior = SCOPE_PRIOR.ownLaw;
        if (primary || (annotated && chunk.sfsNumber === impliedLaw)) {
          return prior.primary;
        }
        return annotated ? prior.annotated : prior.other;
      }
      const prior = SCOPE_PRIOR.namedLaw;
      if (chunk.sfsNumber && named.has(chunk.sfsNumber)) {
        return prior.named;
      }
      if (primary) {
        return referringIds.has(chunk.id) ? prior.referring : prior.primary;
      }
      return annotated ? prior.annotated : prior.other;
    };
    const facts = await store.facts([...fused.keys()]);
    const scored = facts.map((chunk) => {
      const boost = input.subtopic && chunk.subtopic === input.subtopic ? SUBTOPIC_BOOST : 1;
      const weight = scopeOf(chunk) * (chunk.section ? 1 : SECTIONLESS_WEIGHT);
      return { chunk, score: (fused.get(chunk.id) ?? 0) * weight * boost };
    });
    // Relative to the best possible fused score: 1 when every list ranks a chunk first.
    const best = maxFusedScore(lists);
    const ranked = scored
      .map((item) => ({ ...item, score: item.score / best }))
      // Ties go to the earlier section of the same law, so results never depend on random ids.
      .sort(
        (a, b) =>
          b.score - a.score ||
          a.chunk.documentKey.localeCompare(b.chunk.documentKey) ||
          a.chunk.ordinal - b.chunk.ordinal,
      );
    // The measure, room or aid a question names only sets the scene; what it asks decides among
    // the first few (ADR 019).
    const split = splitIssue(subjectQuery);
    const fullScores = new Map(subjectHits.map((hit) => [hit.id, hit.score]));
    const issueScores =
      split.context.length > 0
        ? new Map(subjectHitsFor(split.issue).map((hit) => [hit.id, hit.score]))
        : null;
    const reranked = rerankByIssue(
      ranked.map((item) => ({ ...item, id: item.chunk.id })),
      (id) => {
        const full = fullScores.get(id);
        return issueScores && full !== undefined ? { full, issue: issueScores.get(id) ?? 0 } : null;
      },
    );
    const top = dedupeSources(reranked, ({ chunk }) => ({
      origin: chunk.fileName || chunk.documentTitle,
      url: chunk.sourceUrl,
      sectionReference: chunk.sectionReference,
      title: chunk.title,
      richness: chunk.contentLength + (chunk.sourceUrl ? 1000 : 0),
    })).slice(0, limit);
    // Text and snippets only for what is returned: they are the expensive part.
    const records = new Map(
      (await store.chunks(top.map(({ chunk }) => chunk.id))).map((chunk) => [chunk.id, chunk]),
    );
    const lexical = new Set([...textHits, ...subjectHits].map((hit) => hit.id));
    const semantic = new Set([...vectorIds, ...subjectVectorHits.map((hit) => hit.id)]);
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
    return { passages, paragraphSection: null, expandedQuery: analyzed.embeddingText };
  };

  return {
    retrieve: async (input) => {
      const limit = Math.min(Math.max(1, input.limit ?? DEFAULT_SOURCE_COUNT), MAX_SOURCE_COUNT);
      const section = detectParagraphSection(input.query);
      return section ? paragraphMode(input.query, section) : hybrid(input, limit);
    },
    subjectIndex: async () => {
      expireCorpusFacts();
      subject ??= buildSubject();
      return (await subject).index;
    },
    invalidate: () => {
      corpusStats = undefined;
      subject = undefined;
      store.clear();
    },
  };
};
