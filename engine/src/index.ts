/**
 * The answer engine: retrieval and answers over a law area's sources, with no web framework and
 * no database of its own. The server gives it a corpus store, an embedder, a language model and
 * the law area's domain data through the ports in `ports.ts`.
 */
export {
  type AnswerEvent,
  type AnswerInput,
  type AnswerResult,
  LLM_FALLBACK_NOTICE,
  type ModelSlot,
} from './answer/answer';
export {
  type CheckedSource,
  CITATION_ISSUES,
  type StatementCheck,
  validateCitations,
} from './answer/citation-validator';
export { citationLabel, findCitations } from './answer/citations';
export { COMPILATION_NOTICE, composeExtractiveAnswer } from './answer/extractive-composer';
export { splitSentences } from './answer/sentences';
export { bm25Idf, bm25ImpactSql } from './bm25';
export { createEngine, type Engine, type EngineDeps } from './create-engine';
export type { Domain } from './domain';
export { type AnnotatedSection, LawAnnotationsSchema, sectionKey, VERDICTS } from './domain/annotations';
export { domainTopics, type LawDomain, LawDomainSchema } from './domain/law-domain';
export { createConceptMatcher, type NotCoveredConcept, NotCoveredSchema } from './domain/not-covered';
export type { PreparatoryNote } from './domain/preparatory-works';
export { createRulingMatcher, type RulingFacts, type RulingMatcher } from './domain/rulings';
export { type ThesaurusGroup, ThesaurusSchema } from './domain/thesaurus';
export { LruCache } from './lru-cache';
export type * from './ports';
export { RANKING, type RankingConfig } from './ranking-config';
export { analyzeQuery } from './retrieval/analyze-query';
export { createChunkStore } from './retrieval/chunk-store';
export type { CorpusFactsStatus } from './retrieval/corpus-facts';
export type { Passage, Retrieval, RetrievalMethod } from './retrieval/passage';
export { createRetriever, type RetrieveInput, type Retriever } from './retrieval/retriever';
export { createSubjectIndex, type SubjectIndex } from './retrieval/subject-index';
export { createTermIndex, wordUnit } from './retrieval/term-index';
export { contentStems, isStopword, normalizeText, snowballStem, stem, tokenize } from './text/swedish-text';
