import { z } from 'zod';

/** Spec 2 §9: the legal dev page's limits. */
export const LEGAL_SEARCH_LIMIT = 50;
export const LEGAL_PREVIEW_CHARS = 120;
export const SCRAPED_TITLE_PREVIEW_CHARS = 50;
export const LEGAL_QUERY_MAX = 200;

export const LEGAL_VALIDATION_MESSAGES = {
  queryTooLong: `Sökningen får vara max ${LEGAL_QUERY_MAX} tecken.`,
  badDate: 'Ange datum som ÅÅÅÅ-MM-DD.',
  dateOrder: 'Från datum måste vara före eller samma som Till datum.',
  badKind: 'Okänd typ av insamling.',
} as const;

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, LEGAL_VALIDATION_MESSAGES.badDate)
  .refine((value) => !Number.isNaN(Date.parse(value)), LEGAL_VALIDATION_MESSAGES.badDate);

/** 'all' and '' mean no filter, as the page's selects send them. */
const optionalFilter = z
  .string()
  .trim()
  .max(LEGAL_QUERY_MAX, LEGAL_VALIDATION_MESSAGES.queryTooLong)
  .optional()
  .transform((value) => (value === undefined || value === '' || value === 'all' ? undefined : value));

/** GET /api/admin/legal-cases: free text over case number, title and content, and the filters. */
export const LegalCaseSearchSchema = z
  .object({
    q: z.string().trim().max(LEGAL_QUERY_MAX, LEGAL_VALIDATION_MESSAGES.queryTooLong).optional(),
    court: optionalFilter,
    category: optionalFilter,
    from: isoDate.optional().or(z.literal('').transform(() => undefined)),
    to: isoDate.optional().or(z.literal('').transform(() => undefined)),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: LEGAL_VALIDATION_MESSAGES.dateOrder,
    path: ['to'],
  });
export type LegalCaseSearch = z.infer<typeof LegalCaseSearchSchema>;

export const SUMMARY_METHOD_LABELS = {
  model: 'AI-sammanfattning skriven av språkmodellen',
  extractive: 'Utdrag: meningar valda ur avgörandets egen text (ingen språkmodell är konfigurerad)',
} as const;

export const LegalCaseSchema = z.object({
  id: z.string(),
  title: z.string(),
  case_number: z.string(),
  date: z.string().nullable(),
  court: z.string(),
  category: z.string().nullable(),
  summary: z.string().nullable(),
  summary_method: z.enum(['model', 'extractive']).nullable(),
  content: z.string(),
  source_url: z.string().nullable(),
  pdf_url: z.string().nullable(),
});
export type LegalCase = z.infer<typeof LegalCaseSchema>;

export const LegalCaseListSchema = z.object({ cases: z.array(LegalCaseSchema) });

/** The filter options (distinct non-null values, sorted) and how many cases there are. */
export const LegalCaseOverviewSchema = z.object({
  available: z.number().int(),
  courts: z.array(z.string()),
  categories: z.array(z.string()),
});
export type LegalCaseOverview = z.infer<typeof LegalCaseOverviewSchema>;

export const LegalCaseSummarySchema = z.object({
  summary: z.string(),
  summary_method: z.enum(['model', 'extractive']),
});

export const LegalCasePdfSchema = z.object({ success: z.literal(true), characters: z.number().int() });

export const SCRAPE_KIND_VALUES = ['hfd', 'stockholm_bab'] as const;
export const ScrapeRequestSchema = z.object({
  kind: z.enum(SCRAPE_KIND_VALUES, LEGAL_VALIDATION_MESSAGES.badKind),
});

/** Spec 2 §3: the scrape result. */
export const ScrapeResultSchema = z.object({
  success: z.boolean(),
  error: z.string().nullable(),
  results: z.object({
    newCases: z.number().int(),
    duplicates: z.number().int(),
    cases: z.array(z.object({ case_number: z.string(), title: z.string(), chunks: z.number().int() })),
  }),
});
export type ScrapeResult = z.infer<typeof ScrapeResultSchema>;

export const ScrapeJobSchema = z.object({
  id: z.string(),
  kind: z.enum(SCRAPE_KIND_VALUES),
  status: z.enum(['running', 'completed', 'failed', 'interrupted']),
  /** The page this run began at: above 0 when it resumed an interrupted run. */
  start_page: z.number().int(),
  pages_read: z.number().int(),
  seen: z.number().int(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
  result: ScrapeResultSchema,
});
export type ScrapeJob = z.infer<typeof ScrapeJobSchema>;

/** POST answers the job that runs now: the new one, or the one already running (started false). */
export const ScrapeStartSchema = z.object({ started: z.boolean(), job: ScrapeJobSchema });
export const LatestScrapeJobSchema = z.object({ job: ScrapeJobSchema.nullable() });

export const AdminMessageSchema = z.object({ message: z.string() });
