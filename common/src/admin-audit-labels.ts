/**
 * The admin audit log in plain Swedish ("Logg" tab): every action the server records has its
 * label here, and the server may record no other (its `AdminAction.action` is this type).
 */
export const ADMIN_ACTION_LABELS = {
  clear_feedback: 'Raderade all feedback',
  create_organisation: 'Skapade en organisation',
  edit_organisation: 'Ändrade en organisation',
  set_organisation_sso: 'Ändrade organisationens inloggning (SSO)',
  remove_organisation_sso: 'Tog bort organisationens inloggning (SSO)',
  summarise_legal_case: 'Skapade en sammanfattning av ett rättsfall',
  fetch_legal_case_pdf: 'Hämtade ett rättsfalls fullständiga PDF',
  scrape_hfd: 'Hämtade rättsfall från Högsta förvaltningsdomstolen',
  scrape_stockholm_bab: 'Hämtade rättsfall från Kammarrätten i Stockholm',
  delete_test_cases: 'Tog bort testfall ur rättsdatabasen',
  test_simple_bab: 'Skrev ett testfall i rättsdatabasen',
  process_embeddings: 'Bearbetade väntande embeddings',
  migrate_embeddings: 'Flyttade embeddings till en ny modell',
  // better-auth's admin endpoints (server/src/features/auth/admin-endpoint-audit.ts).
  create_user: 'Skapade ett konto',
  update_user: 'Ändrade ett konto',
  set_role: 'Ändrade en användares roll',
  set_user_password: 'Satte ett nytt lösenord åt en användare',
  ban_user: 'Spärrade ett konto',
  unban_user: 'Hävde spärren av ett konto',
  revoke_user_session: 'Avslutade en session för en användare',
  revoke_user_sessions: 'Avslutade alla sessioner för en användare',
  remove_user: 'Tog bort ett konto',
} as const;

export type AdminActionKey = keyof typeof ADMIN_ACTION_LABELS;

const isActionKey = (action: string): action is AdminActionKey => Object.hasOwn(ADMIN_ACTION_LABELS, action);

/** An action's label; an entry from an older release whose action is gone keeps its own name. */
export const adminActionLabel = (action: string): string =>
  isActionKey(action) ? ADMIN_ACTION_LABELS[action] : `Annan åtgärd (${action})`;

const DETAIL_LABELS: Record<string, string> = {
  deletedCount: 'Raderade',
  deleted: 'Borttagna',
  error: 'Fel',
  refusal: 'Skäl',
  caseId: 'Rättsfallets id',
  caseNumber: 'Målnummer',
  method: 'Sätt',
  modelError: 'Fel från språkmodellen',
  characters: 'Tecken',
  jobId: 'Körningens id',
  startPage: 'Från sida',
  newCases: 'Nya rättsfall',
  duplicates: 'Dubbletter',
  model: 'Modell',
  processed: 'Bearbetade',
  failedJobs: 'Misslyckade jobb',
  sourceModel: 'Från modell',
  targetModel: 'Till modell',
  migrated: 'Flyttade',
  available: 'Att flytta',
  organisation_id: 'Organisationens id',
  seats: 'Platser',
  as: 'I egenskap av',
  issuer: 'Utfärdare',
  client_id: 'Klient-id',
  domains: 'Domäner',
  client_secret_changed: 'Ny klienthemlighet',
  targetUserId: 'Användarens id',
  role: 'Roll',
  fields: 'Ändrade uppgifter',
  banReason: 'Skäl till spärren',
  banExpiresIn: 'Spärren gäller (sekunder)',
};

/** Values that are codes, in words. */
const VALUE_LABELS: Record<string, Record<string, string>> = {
  method: { model: 'Språkmodellen', extractive: 'Utdrag ur avgörandet', bundled: 'Vår egen sammanfattning' },
  as: { operator: 'tjänstens administratör', organisation_admin: 'organisationens administratör' },
  role: { admin: 'Administratör', user: 'Användare' },
};

const formatValue = (key: string, value: unknown): string => {
  if (value === null || value === undefined || value === '') {
    return '–';
  }
  if (typeof value === 'boolean') {
    return value ? 'Ja' : 'Nej';
  }
  if (typeof value === 'number') {
    return value.toLocaleString('sv-SE');
  }
  if (Array.isArray(value)) {
    return value.length === 0 ? '–' : value.map((item) => formatValue(key, item)).join(', ');
  }
  if (typeof value === 'string') {
    return VALUE_LABELS[key]?.[value] ?? value;
  }
  return JSON.stringify(value);
};

/** An entry's details as label–value pairs, in the order recorded; an unknown key shows as it is. */
export const adminDetailRows = (details: Record<string, unknown>): Array<{ label: string; value: string }> =>
  Object.entries(details).map(([key, value]) => ({
    label: DETAIL_LABELS[key] ?? key,
    value: formatValue(key, value),
  }));
