import { z } from 'zod';
import { ERROR_MESSAGES } from './errors';
import { isoDateSchema, printableText } from './input-schemas';
import { LEGAL_PREVIEW_CHARS } from './legal-case-preview';

/** Spec 2 §9: the legal dev page's limits. */
export const LEGAL_SEARCH_LIMIT = 50;
export const SCRAPED_TITLE_PREVIEW_CHARS = 50;
export const LEGAL_QUERY_MAX = 200;

export { LEGAL_PREVIEW_CHARS, legalCasePreview } from './legal-case-preview';

export const LEGAL_VALIDATION_MESSAGES = {
  queryTooLong: `Sökningen får vara max ${LEGAL_QUERY_MAX} tecken.`,
  badDate: 'Ange datum som ÅÅÅÅ-MM-DD.',
  dateOrder: 'Från datum måste vara före eller samma som Till datum.',
  badKind: 'Okänd typ av insamling.',
} as const;

const isoDate = isoDateSchema(LEGAL_VALIDATION_MESSAGES.badDate);

/** 'all' and '' mean no filter, as the page's selects send them. */
const optionalFilter = printableText()
  .trim()
  .max(LEGAL_QUERY_MAX, LEGAL_VALIDATION_MESSAGES.queryTooLong)
  .optional()
  .transform((value) => (value === undefined || value === '' || value === 'all' ? undefined : value));

/** GET /api/admin/legal-cases: free text over case number, title and content, and the filters. */
export const LegalCaseSearchSchema = z
  .object({
    q: printableText().trim().max(LEGAL_QUERY_MAX, LEGAL_VALIDATION_MESSAGES.queryTooLong).optional(),
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

/**
 * Limits on reading a court's PDF. A ruling is 5–60 pages and a few MB and reads in about a
 * second, so each limit leaves a real ruling wide room while a hostile file (a 20,000-page
 * document, a compression bomb) is stopped long before it costs the server more than one thread.
 */
export const LEGAL_PDF_LIMITS = {
  /** Counted while the file streams in; the download stops at the first byte past it. */
  maxBytes: 20 * 1024 * 1024,
  /** Five times the longest ruling, so appendices fit; a longer file is refused unread. */
  maxPages: 300,
  /** Thirty times what a 60-page ruling takes, for a busy server. */
  timeLimitMs: 30_000,
  /** What the reading may add to the server's memory, decompressed buffers included. */
  memoryMb: 512,
} as const;

/** Why the court's PDF gave no text, as the admin's page shows it. */
/** What /rattsdatabas-dev says when the court's API fails; the technical cause goes to the server log. */
export const COURT_SOURCE_MESSAGES = {
  unreachable: ERROR_MESSAGES.court_unavailable,
  unexpected: 'Insamlingen stoppades av ett oväntat fel. Försök igen om en stund.',
} as const;

export const LEGAL_PDF_MESSAGES = {
  tooLarge: `PDF-filen är större än ${LEGAL_PDF_LIMITS.maxBytes / 1024 / 1024} MB och hämtades inte.`,
  tooManyPages: `PDF-filen har fler än ${LEGAL_PDF_LIMITS.maxPages} sidor och lästes inte.`,
  timeLimit: `Det tog mer än ${LEGAL_PDF_LIMITS.timeLimitMs / 1000} sekunder att läsa PDF-filen, så läsningen avbröts.`,
  memoryLimit: `PDF-filen krävde mer än ${LEGAL_PDF_LIMITS.memoryMb} MB minne att läsa, så läsningen avbröts.`,
  unreadable: 'Filen från domstolen kunde inte läsas som PDF.',
  noText: 'PDF-filen innehåller ingen text, troligen för att den är inskannad.',
} as const;
export type LegalPdfRefusal = keyof typeof LEGAL_PDF_MESSAGES;

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

/**
 * The open legal database (/rattsdatabas and GET /api/rattsfall): free and read-only for
 * everyone. Its parameters are Swedish, as the public API's users are Swedish authorities.
 */
export const PUBLIC_LEGAL_PAGE_SIZE = 20;
/**
 * Requests per client address and minute: a person searching and reading, or a municipality's
 * system syncing page by page, stays far below; a scraper hammering the full-text search is
 * slowed to two a second.
 */
export const PUBLIC_LEGAL_RATE_LIMIT = { perWindow: 120, windowSeconds: 60 } as const;
export const PUBLIC_LEGAL_MAX_PAGE = 500;

export const PUBLIC_LEGAL_VALIDATION_MESSAGES = {
  badPage: `Ange sidan som ett heltal från 1 till ${PUBLIC_LEGAL_MAX_PAGE}.`,
} as const;

/** GET /api/rattsfall: the same search and filters as the admin's page, in Swedish, with paging. */
export const PublicLegalCaseSearchSchema = z
  .object({
    q: LegalCaseSearchSchema.shape.q.meta({
      description:
        'Fritext över målnummer, rubrik och text (svensk fulltextsökning). / Free text over case number, title and text (Swedish full-text search).',
    }),
    domstol: optionalFilter.meta({
      description: 'Domstolens namn, t.ex. Högsta förvaltningsdomstolen. / The court, exactly as listed.',
    }),
    kategori: optionalFilter.meta({
      description: 'Kategorin, som GET /api/rattsfall/filter listar den. / The category, exactly as listed.',
    }),
    fran: LegalCaseSearchSchema.shape.from.meta({
      description: 'Avgjort tidigast detta datum, ÅÅÅÅ-MM-DD. / Decided on or after (YYYY-MM-DD).',
    }),
    till: LegalCaseSearchSchema.shape.to.meta({
      description: 'Avgjort senast detta datum, ÅÅÅÅ-MM-DD. / Decided on or before (YYYY-MM-DD).',
    }),
    sida: z.coerce
      .number(PUBLIC_LEGAL_VALIDATION_MESSAGES.badPage)
      .int(PUBLIC_LEGAL_VALIDATION_MESSAGES.badPage)
      .min(1, PUBLIC_LEGAL_VALIDATION_MESSAGES.badPage)
      .max(PUBLIC_LEGAL_MAX_PAGE, PUBLIC_LEGAL_VALIDATION_MESSAGES.badPage)
      .default(1)
      .meta({
        description: `Sidnummer, ${PUBLIC_LEGAL_PAGE_SIZE} träffar per sida. / Page number, ${PUBLIC_LEGAL_PAGE_SIZE} hits a page.`,
      }),
  })
  .refine((query) => !query.fran || !query.till || query.fran <= query.till, {
    message: LEGAL_VALIDATION_MESSAGES.dateOrder,
    path: ['till'],
  });
export type PublicLegalCaseSearch = z.infer<typeof PublicLegalCaseSearchSchema>;

/** Decision-makers that are not courts: our summary of their decision is not of a court's text. */
const NOT_COURTS = new Set(['Justitieombudsmannen', 'Boverket']);

/** The label of our own editorial summary of a ruling, the one that ships with the service. */
export const editorialSummaryLabel = (court: string, productName: string): string =>
  `Sammanfattning skriven av ${productName}, inte ${NOT_COURTS.has(court) ? 'beslutets' : 'domstolens'} text`;

/** What anyone may read of a ruling: no internal fields (origin, PDF address, timestamps). */
export const PublicLegalCaseSchema = z
  .object({
    id: z.string().meta({ description: 'Rättsfallets id. / The ruling id.' }),
    title: z.string().meta({ description: 'Rubrik. / Title.' }),
    case_number: z.string().meta({ description: 'Målnummer eller referat. / Case number or report.' }),
    date: z.string().nullable().meta({ description: 'Avgörandets datum, ÅÅÅÅ-MM-DD. / Decision date.' }),
    court: z.string().meta({ description: 'Domstol. / Court.' }),
    category: z.string().nullable().meta({ description: 'Kategori. / Category.' }),
    editorial_summary: z.string().nullable().meta({
      description:
        'Vår egen sammanfattning som följer med tjänsten, inte avgörandets text. / Our own summary that ships with the service.',
    }),
    summary: z.string().nullable().meta({
      description: 'Sammanfattning gjord i tjänsten. / A summary made in the service.',
    }),
    summary_method: z.enum(['model', 'extractive']).nullable().meta({
      description:
        'Hur sammanfattningen gjordes: model (språkmodell), extractive (meningar ur avgörandet). / How the summary was made.',
    }),
    content: z.string().meta({
      description:
        'Avgörandets text; för en egen sammanfattning samma text som editorial_summary. / The text of the ruling, or our summary.',
    }),
    source_url: z.string().nullable().meta({ description: 'Källan i original. / The original source.' }),
  })
  .meta({ id: 'Rattsfall' });
export type PublicLegalCase = z.infer<typeof PublicLegalCaseSchema>;

/** A hit in the list: the ruling without its full text, with a short preview instead. */
export const PublicLegalCaseHitSchema = PublicLegalCaseSchema.omit({
  content: true,
  summary: true,
  editorial_summary: true,
})
  .extend({
    preview: z.string().meta({
      description: `De första ${LEGAL_PREVIEW_CHARS} tecknen av sammanfattningen eller texten. / A preview.`,
    }),
  })
  .meta({ id: 'RattsfallTraff' });
export type PublicLegalCaseHit = z.infer<typeof PublicLegalCaseHitSchema>;

export const PublicLegalCaseListSchema = z.object({
  cases: z.array(PublicLegalCaseHitSchema),
  page: z.number().int().meta({ description: 'Den här sidan. / This page.' }),
  next_page: z
    .number()
    .int()
    .nullable()
    .meta({ description: 'Nästa sida, eller null om det inte finns fler. / The next page, or null.' }),
});
export type PublicLegalCaseList = z.infer<typeof PublicLegalCaseListSchema>;
