import { createHash } from 'node:crypto';
import type { Db } from '../../../db/database';
import type { CorpusDocument } from '../corpus/corpus-types';
import type { ChunkTopics } from '../ingest/chunk-topics';
import { replaceFetchedDocument, type StoredState, storedState } from './connector-repository';
import type { SourceClient } from './http-client';

/**
 * The rulings a law area collects (its pack's `rulings`): those on its laws, the repealed one too,
 * since rulings from before a law took effect apply the law it replaced (sources-and-apis §5.3);
 * stored under the area's `caseCategory`.
 */
export type RulingScope = { laws: readonly string[]; keywords: readonly string[]; caseCategory: string };

/**
 * What a connector needs of the loaded law areas (their packs): each stored chunk's role and
 * topic, and the court rulings each area collects.
 */
export type ConnectorAreas = {
  topics: ChunkTopics;
  rulings: readonly RulingScope[];
  /** The government bills the law areas name (their packs' `propositions`): core sources. */
  propositions: readonly { rm: string; nummer: string }[];
  /** The authority's guides the law areas name (their packs' `guidance`), the first area's first. */
  guidance: readonly GuidanceScope[];
};

/** A guide the guidance connector crawls: its root path and the suffix of its pages' titles. */
export type GuidanceScope = { rootPath: string; titleSuffix: string };

/**
 * What every connector run needs: the database, a client bound to the source's host, the law
 * areas, progress and a stop.
 */
export type ConnectorDeps = {
  db: Db;
  client: SourceClient;
  areas: ConnectorAreas;
  onProgress?: (message: string) => void;
  /** Stops before the next document or page; a later run resumes. */
  signal?: AbortSignal;
};

export type ConnectorOrigin = 'riksdagen' | 'domstolsverket' | 'boverket';

/** What one connector run did; `failed` lists what was skipped after the client gave up. */
export type ConnectorSummary = {
  source: ConnectorOrigin;
  added: number;
  changed: number;
  unchanged: number;
  chunks: number;
  failed: { key: string; error: string }[];
};

export const emptySummary = (source: ConnectorOrigin): ConnectorSummary => ({
  source,
  added: 0,
  changed: 0,
  unchanged: 0,
  chunks: 0,
  failed: [],
});

export const sha256 = (...parts: (string | Buffer)[]): string => {
  const hash = createHash('sha256');
  for (const part of parts) {
    hash.update(part);
  }
  return hash.digest('hex');
};

/** Unchanged when the same connector stored the same source bytes under this key before. */
export const isUnchanged = (stored: StoredState | undefined, origin: ConnectorOrigin, contentHash: string) =>
  stored !== undefined && stored.origin === origin && stored.contentHash === contentHash;

/**
 * Stores a fetched document unless the same connector already stored the same content hash; a
 * changed one replaces its old chunks (vectors and jobs go with them by cascade). `alongside` runs
 * in the same transaction (e.g. the legal_cases row of a ruling), so nothing is written half.
 */
export const saveDocument = async (
  { db, areas }: Pick<ConnectorDeps, 'db' | 'areas'>,
  document: CorpusDocument,
  origin: ConnectorOrigin,
  summary: ConnectorSummary,
  alongside?: (tx: Db) => Promise<void>,
): Promise<'added' | 'changed' | 'unchanged'> => {
  const stored = await storedState(db, document.key);
  if (isUnchanged(stored, origin, document.contentHash)) {
    summary.unchanged++;
    return 'unchanged';
  }
  summary.chunks += await replaceFetchedDocument(db, document, areas.topics, origin, alongside);
  const outcome = stored === undefined ? 'added' : 'changed';
  summary[outcome]++;
  return outcome;
};

export const errorMessage = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);
