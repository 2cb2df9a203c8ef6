export { fetchBoverket } from './connectors/boverket/boverket-connector';
export type { ConnectorAreas, ConnectorSummary } from './connectors/connector-store';
export { errorMessage } from './connectors/connector-store';
export { fetchDomstolsverket } from './connectors/domstolsverket/domstolsverket-connector';
export type { Publication } from './connectors/domstolsverket/publication';
export type { SourceClient, SourceClientOptions } from './connectors/http-client';
export {
  createSourceClient,
  SourceBodyTooLargeError,
  SourceHttpError,
  SsrfError,
} from './connectors/http-client';
export {
  fetchRiksdagen,
  propositionTargetsOf,
  statuteTargetsFromManifest,
} from './connectors/riksdagen/riksdagen-connector';
export { loadAnnotations } from './corpus/annotations';
export type { CorpusDocument } from './corpus/corpus-types';
export { loadCorpus } from './corpus/load-corpus';
export { type AreaDomain, loadAreaDomains, loadDomain } from './corpus/load-domain';
export { loadNotCovered } from './corpus/not-covered';
export { countCorpusSources, readCorpusManifest } from './corpus/read-corpus-manifest';
export { embeddingAdminRoutes } from './embeddings/embedding-admin-routes';
export { createEmbeddingAdmin, migrationTarget } from './embeddings/embedding-admin-service';
export { embeddingInput } from './embeddings/embedding-jobs-repository';
export { embeddingRoutes } from './embeddings/embedding-routes';
export { buildIdfFile } from './embeddings/idf-table';
export { DEFAULT_IDF_PATH } from './embeddings/local-embedder';
export { baselineEntry, compareWithBaseline, formatChange } from './evaluation/eval-baseline';
export type { EvalQuestion } from './evaluation/eval-questions';
export { readEvalQuestions } from './evaluation/eval-questions';
export type { EvalSet } from './evaluation/eval-sets';
export { publicEvalSets, readSetBaseline, resolveEvalSet, writeSetBaseline } from './evaluation/eval-sets';
export type { AnswerMetrics, QuestionOutcome, SetRun } from './evaluation/evaluate-answers';
export { answerMetrics, evaluateSet, sectionTable, verdictMet } from './evaluation/evaluate-answers';
export { countPendingEmbeddingJobs, queueMissingEmbeddingJobs } from './ingest/knowledge-repository';
export type { Knowledge } from './knowledge';
export { createEmbedder, createKnowledge, loadConnectorAreas } from './knowledge';
export { toRetrievedSource } from './retrieval/retrieve-response';
export { retrieveRoutes } from './retrieval/retrieve-routes';
