import { z } from 'zod';
import { ScheduledPlanChangeSchema } from './billing';
import { formatAdminDateTime } from './dates';
import { FEEDBACK_TYPES } from './feedback';

/** Spec 2 §2: a date the admin panel has none of, e.g. a user who never signed in. */
export const ADMIN_NO_DATE_TEXT = 'Aldrig';

/** 'yyyy-MM-dd HH:mm' in Swedish time; 'Aldrig' when empty, 'Okänt datum' when unparsable. */
export const formatAdminDate = (value: string | null | undefined): string =>
  value === null || value === undefined || value === '' ? ADMIN_NO_DATE_TEXT : formatAdminDateTime(value);

/** Rows per page of every admin table; the server pages, so 10,000 users stay fast. */
export const ADMIN_PAGE_SIZE = 50;
/** Spec 2 §9: the last 10 feedback items per user. */
export const ADMIN_USER_FEEDBACK_LIMIT = 10;
/** Spec 2 §2: question and detailed text are cut to 100 characters in the feedback table. */
export const ADMIN_FEEDBACK_PREVIEW_CHARS = 100;

export const ADMIN_USER_SORT_COLUMNS = [
  'name',
  'email',
  'subscribed',
  'last_sign_in_at',
  'created_at',
] as const;
export type AdminUserSortColumn = (typeof ADMIN_USER_SORT_COLUMNS)[number];
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

const PageSchema = z.coerce
  .number({ error: 'Ogiltigt sidnummer.' })
  .int('Ogiltigt sidnummer.')
  .min(1, 'Ogiltigt sidnummer.')
  .max(100_000, 'Ogiltigt sidnummer.')
  .default(1);

/** GET /api/admin/users: one page, sorted on the server. */
export const AdminUsersQuerySchema = z.object({
  sort: z.enum(ADMIN_USER_SORT_COLUMNS, { error: 'Ogiltig sorteringskolumn.' }).default('created_at'),
  direction: z.enum(SORT_DIRECTIONS, { error: 'Ogiltig sorteringsordning.' }).default('desc'),
  page: PageSchema,
});
export type AdminUsersQuery = z.output<typeof AdminUsersQuerySchema>;

/** Spec 2 §3: the admin user record. */
export const AdminUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  subscribed: z.boolean(),
  subscription_tier: z.enum(['free', 'monthly', 'yearly']),
  subscription_end: z.string().nullable(),
  scheduled_change: ScheduledPlanChangeSchema.nullable(),
  last_sign_in_at: z.string().nullable(),
  last_active: z.string().nullable(),
  created_at: z.string(),
  chat_interactions: z.number().int(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

export const AdminUsersResponseSchema = z.object({
  users: z.array(AdminUserSchema),
  stats: z.object({ total: z.number().int(), subscribed: z.number().int(), free: z.number().int() }),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type AdminUsersResponse = z.infer<typeof AdminUsersResponseSchema>;

export const ADMIN_FEEDBACK_FILTERS = ['all', ...FEEDBACK_TYPES] as const;
export type AdminFeedbackFilter = (typeof ADMIN_FEEDBACK_FILTERS)[number];

/** The Swedish name of each feedback type, as the filter and the table show it. */
export const FEEDBACK_TYPE_LABELS: Record<(typeof FEEDBACK_TYPES)[number], string> = {
  helpful: 'Hjälpsamt',
  not_helpful: 'Ej hjälpsamt',
  incorrect: 'Felaktigt',
};

/** GET /api/admin/feedback: newest first, optionally one type. */
export const AdminFeedbackQuerySchema = z.object({
  type: z.enum(ADMIN_FEEDBACK_FILTERS, { error: 'Ogiltig feedbacktyp.' }).default('all'),
  page: PageSchema,
});
export type AdminFeedbackQuery = z.output<typeof AdminFeedbackQuerySchema>;

/**
 * Who gave a feedback item, for the admin panel. Spec 2 calls feedback linked to a user
 * "historical" because the old product unlinked new feedback; here every item stays linked to its
 * user until the account is erased, so a linked item is simply the user's (shown by e-mail) and
 * an unlinked one is anonymous. Nothing here is historical.
 */
export const feedbackAuthor = (item: { user_id: string | null; user_email: string | null }): string =>
  item.user_id !== null && item.user_email !== null ? item.user_email : 'Anonym (kontot är raderat)';

/** Spec 2 §3 feedback, with the e-mail of the user it is still linked to (null: anonymous). */
export const AdminFeedbackItemSchema = z.object({
  id: z.string(),
  user_id: z.string().nullable(),
  user_email: z.string().nullable(),
  feedback_type: z.enum(FEEDBACK_TYPES),
  question: z.string(),
  answer: z.string(),
  detailed_feedback: z.string().nullable(),
  created_at: z.string(),
});
export type AdminFeedbackItem = z.infer<typeof AdminFeedbackItemSchema>;

export const AdminFeedbackResponseSchema = z.object({
  items: z.array(AdminFeedbackItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type AdminFeedbackResponse = z.infer<typeof AdminFeedbackResponseSchema>;

/** GET /api/admin/users/{id}/feedback: the user's last 10. */
export const AdminUserFeedbackResponseSchema = z.object({ items: z.array(AdminFeedbackItemSchema) });

/** Spec 2 §7 clear-feedback: {success, deletedCount}. */
export const ClearFeedbackResponseSchema = z.object({
  success: z.literal(true),
  deletedCount: z.number().int(),
});

/** GET /api/admin/audit-log: newest first. */
export const AdminAuditQuerySchema = z.object({ page: PageSchema });

export const AdminAuditEntrySchema = z.object({
  id: z.string(),
  actor_id: z.string().nullable(),
  actor_email: z.string().nullable(),
  action: z.string(),
  result: z.enum(['ok', 'failed']),
  details: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});
export type AdminAuditEntry = z.infer<typeof AdminAuditEntrySchema>;

export const AdminAuditResponseSchema = z.object({
  entries: z.array(AdminAuditEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type AdminAuditResponse = z.infer<typeof AdminAuditResponseSchema>;

/** GET /api/admin/access: the server's own answer to "is this session an admin?" (spec 2 is_admin). */
export const AdminAccessResponseSchema = z.object({ is_admin: z.literal(true) });
