import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * A pgvector column without a fixed dimension: each embedding model writes its own dimension, and
 * retrieval casts to `vector(N)` to use that model's partial HNSW index (see embedding-index.ts).
 */
const anyVector = customType<{ data: number[]; driverData: string }>({
  dataType: () => 'vector',
  toDriver: (value) => `[${value.join(',')}]`,
  fromDriver: (value) => JSON.parse(value) as number[],
});

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** One source: a statute, a case summary, later a proposition or an authority's guidance page. */
export const documents = pgTable('documents', {
  id: uuid('id').primaryKey().defaultRandom(),
  key: text('key').notNull().unique(),
  kind: text('kind').notNull(),
  /** 'bundled' for data/corpus; connectors write their source's name. */
  origin: text('origin').notNull().default('bundled'),
  sfsNumber: text('sfs_number'),
  title: text('title').notNull(),
  sourceClass: text('source_class').notNull(),
  versionStamp: text('version_stamp'),
  date: date('date'),
  sourceUrl: text('source_url'),
  urls: jsonb('urls').$type<Record<string, string>>().notNull().default({}),
  fileName: text('file_name').notNull(),
  contentHash: text('content_hash').notNull(),
  court: text('court'),
  /** When a statute was repealed; its sections (and rulings under it) are then marked as old law. */
  repealedOn: date('repealed_on'),
  fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  ...timestamps,
});

export type ChunkParagraphRow = { number: number; text: string; items: { number: number; text: string }[] };

/** A section-level piece of a document, searchable by Swedish full text and by vectors. */
export const chunks = pgTable(
  'chunks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    ordinal: integer('ordinal').notNull(),
    sectionReference: text('section_reference').notNull(),
    chapter: integer('chapter'),
    section: text('section'),
    headingPath: jsonb('heading_path').$type<string[]>().notNull().default([]),
    /** The heading path as text, so headings ('Motivering av beslut') are searchable. */
    headings: text('headings').notNull().default(''),
    title: text('title').notNull(),
    content: text('content').notNull(),
    paragraphs: jsonb('paragraphs').$type<ChunkParagraphRow[]>().notNull().default([]),
    category: text('category'),
    subtopic: text('subtopic'),
    /** Words of the title and headings weigh more than the body. */
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('swedish', title || ' ' || headings), 'A') || setweight(to_tsvector('swedish', content), 'B')`,
      ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('chunks_document_ordinal_idx').on(t.documentId, t.ordinal)],
);

/**
 * An inverted index over the chunks' Swedish lexemes with BM25 impacts, so full-text ranking
 * is one bounded aggregate: the tsvector with ts_rank_cd has no idf, and scoring its matches
 * row by row was the slowest part of retrieval at scale. Filled from `chunks.search_vector`.
 */
export const chunkLexemes = pgTable(
  'chunk_lexemes',
  {
    lexeme: text('lexeme').notNull(),
    chunkId: uuid('chunk_id')
      .notNull()
      .references(() => chunks.id, { onDelete: 'cascade' }),
    /** BM25's term part, tf·(k1+1) / (tf + k1·(1 − b + b·length/avgLength)); a query adds the idf. */
    impact: real('impact').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.lexeme, t.chunkId] }),
    // chunk_id in the key lets BM25 read a word's best postings from the index alone
    // (an index-only scan, once VACUUM has marked the table's pages visible).
    index('chunk_lexemes_impact_idx').on(t.lexeme, t.impact.desc(), t.chunkId),
    index('chunk_lexemes_chunk_idx').on(t.chunkId),
  ],
);

/** Vectors per chunk and model, so switching model means re-embedding, not a schema change. */
export const chunkEmbeddings = pgTable(
  'chunk_embeddings',
  {
    chunkId: uuid('chunk_id')
      .notNull()
      .references(() => chunks.id, { onDelete: 'cascade' }),
    model: text('model').notNull(),
    dimension: integer('dimension').notNull(),
    embedding: anyVector('embedding').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('chunk_embeddings_chunk_model_idx').on(t.chunkId, t.model)],
);

export const EMBEDDING_JOB_STATUSES = ['pending', 'processing', 'completed', 'failed'] as const;
export type EmbeddingJobStatus = (typeof EMBEDDING_JOB_STATUSES)[number];

export const embeddingJobs = pgTable(
  'embedding_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    chunkId: uuid('chunk_id')
      .notNull()
      .references(() => chunks.id, { onDelete: 'cascade' }),
    model: text('model').notNull(),
    status: text('status').$type<EmbeddingJobStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    errorMessage: text('error_message'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('embedding_jobs_chunk_model_idx').on(t.chunkId, t.model),
    index('embedding_jobs_status_idx').on(t.status, t.createdAt),
    check(
      'embedding_jobs_status_check',
      sql`${t.status} in ('pending', 'processing', 'completed', 'failed')`,
    ),
  ],
);

/** The role → topic pairs the chat offers (spec 1 §3). */
export const categories = pgTable(
  'categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    category: text('category').notNull(),
    subtopic: text('subtopic').notNull(),
    icon: text('icon').notNull().default('🏠'),
  },
  (t) => [uniqueIndex('categories_category_subtopic_idx').on(t.category, t.subtopic)],
);

export const LEGAL_CASE_ORIGINS = ['bundled', 'domstolsverket', 'test'] as const;
export type LegalCaseOrigin = (typeof LEGAL_CASE_ORIGINS)[number];

export const SUMMARY_METHODS = ['model', 'extractive'] as const;
export type SummaryMethod = (typeof SUMMARY_METHODS)[number];

/** The rulings of the legal-case database (/rattsdatabas-dev), one row per case number. */
export const legalCases = pgTable(
  'legal_cases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    caseNumber: text('case_number').notNull().unique(),
    date: date('date'),
    court: text('court').notNull(),
    category: text('category'),
    summary: text('summary'),
    /** How `summary` was made: written by the model, or picked from the ruling's own sentences. */
    summaryMethod: text('summary_method').$type<SummaryMethod>(),
    content: text('content').notNull(),
    sourceUrl: text('source_url'),
    /** The court's full ruling as a PDF on the source's host (Domstolsverket's `/bilagor/<id>`). */
    pdfUrl: text('pdf_url'),
    /** 'bundled' for data/corpus/cases, 'domstolsverket' when fetched, 'test' for the admin's test rows. */
    origin: text('origin').$type<LegalCaseOrigin>().notNull().default('domstolsverket'),
    /** Case number and title weigh more than the summary and the text. */
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('swedish', case_number || ' ' || title), 'A') || setweight(to_tsvector('swedish', coalesce(summary, '') || ' ' || content), 'B')`,
      ),
    ...timestamps,
  },
  (t) => [
    index('legal_cases_search_idx').using('gin', t.searchVector),
    // A case number or title typed as written ('1234-99') is matched by ILIKE; trigrams keep it
    // an index scan, so the OR with the full-text match never reads the whole table.
    index('legal_cases_case_number_trgm_idx').using('gin', sql`${t.caseNumber} gin_trgm_ops`),
    index('legal_cases_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
    index('legal_cases_date_idx').on(t.date.desc()),
    check('legal_cases_origin_check', sql`${t.origin} in ('bundled', 'domstolsverket', 'test')`),
    check('legal_cases_summary_method_check', sql`${t.summaryMethod} in ('model', 'extractive')`),
  ],
);

export const SCRAPE_KINDS = ['hfd', 'stockholm_bab'] as const;
export type ScrapeKind = (typeof SCRAPE_KINDS)[number];
export const SCRAPE_JOB_STATUSES = ['running', 'completed', 'failed', 'interrupted'] as const;
export type ScrapeJobStatus = (typeof SCRAPE_JOB_STATUSES)[number];
export type ScrapedCase = { case_number: string; title: string; chunks: number };

/**
 * One scraping run of the legal-case database through the Domstolsverket connector. At most one
 * runs at a time (the partial unique index), so a second click cannot start another; `next_page`
 * is where an interrupted run of the same kind resumes.
 */
export const legalScrapeJobs = pgTable(
  'legal_scrape_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<ScrapeKind>().notNull(),
    status: text('status').$type<ScrapeJobStatus>().notNull().default('running'),
    startedBy: text('started_by'),
    /** Where this run began: the `next_page` of the interrupted run it resumes, else 0. */
    startPage: integer('start_page').notNull().default(0),
    nextPage: integer('next_page').notNull().default(0),
    pagesRead: integer('pages_read').notNull().default(0),
    seen: integer('seen').notNull().default(0),
    newCases: integer('new_cases').notNull().default(0),
    duplicates: integer('duplicates').notNull().default(0),
    cases: jsonb('cases').$type<ScrapedCase[]>().notNull().default([]),
    error: text('error'),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('legal_scrape_jobs_one_running_idx').on(t.status).where(sql`${t.status} = 'running'`),
    index('legal_scrape_jobs_kind_idx').on(t.kind, t.createdAt.desc()),
    check('legal_scrape_jobs_kind_check', sql`${t.kind} in ('hfd', 'stockholm_bab')`),
    check(
      'legal_scrape_jobs_status_check',
      sql`${t.status} in ('running', 'completed', 'failed', 'interrupted')`,
    ),
  ],
);
