import { type AnswerEvent, type AnswerInput, type AreaTexts, answerPipeline } from './answer/answer';
import { answerSystemPrompt } from './answer/answer-prompt';
import type { Domain } from './domain';
import { createConceptMatcher } from './domain/not-covered';
import type { CorpusStore, Embedder, EngineLogger, Llm } from './ports';
import { RANKING } from './ranking-config';
import type { CorpusFactsStatus } from './retrieval/corpus-facts';
import type { Retrieval } from './retrieval/passage';
import { withRetrievalCache } from './retrieval/retrieval-cache';
import { createRetriever, type RetrieveInput } from './retrieval/retriever';
import type { SubjectIndex } from './retrieval/subject-index';

export type EngineDeps = {
  domain: Domain;
  store: CorpusStore;
  /** Embeds queries and the annotated sections. */
  embedder: Embedder;
  /** Without one, answers are compiled from the sources (the extractive composer). */
  llm?: Llm | undefined;
  logger: EngineLogger;
  /** Embeds an answer's statements for their check; the query embedder when not given. */
  statementEmbedder?: Embedder | undefined;
};

export type Engine = {
  /** The ranked sources for a question (cached until the corpus changes). */
  retrieve: (input: RetrieveInput) => Promise<Retrieval>;
  /** The answer to a question as a stream of events, ending with the checked answer. */
  answer: (input: AnswerInput) => AsyncGenerator<AnswerEvent>;
  /** The subject index over the stored sections (built on first use). */
  subjectIndex: () => Promise<SubjectIndex>;
  /** After ingestion or new vectors changed the corpus: rebuilds its facts in the background (ADR 033). */
  refresh: () => Promise<void>;
  factsStatus: () => CorpusFactsStatus;
};

/** The answer engine over a law area's domain data and a corpus store. */
export const createEngine = (deps: EngineDeps): Engine => {
  const retriever = withRetrievalCache(createRetriever(deps), RANKING.caches.retrieval);
  const notCovered = createConceptMatcher(deps.domain.notCovered);
  const absentRules = createConceptMatcher(deps.domain.absentRules);
  const { texts } = deps.domain;
  const areaTexts: AreaTexts = {
    subject: deps.domain.subject,
    systemPrompt: answerSystemPrompt(texts.answerSystemPrompt),
    repealedSourceNote: texts.repealedSourceNote,
  };
  return {
    retrieve: retriever.retrieve,
    answer: (input) =>
      answerPipeline(
        {
          retriever,
          notCovered,
          absentRules,
          statementEmbedder: deps.statementEmbedder ?? deps.embedder,
          llm: deps.llm,
          logger: deps.logger,
          texts: areaTexts,
        },
        input,
      ),
    subjectIndex: retriever.subjectIndex,
    refresh: retriever.refresh,
    factsStatus: retriever.factsStatus,
  };
};
