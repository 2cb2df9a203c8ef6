import {
  SsoOrganisationsSchema,
  type SsoSettingsInput,
  SsoSettingsSchema,
  SsoStartResponseSchema,
} from '@app/common';
import { apiGet, apiPost, apiPut } from '@/lib/api';
import { ACCOUNT_QUERY_KEY } from '@/lib/query-keys';

export const SSO_QUERY_KEY = [...ACCOUNT_QUERY_KEY, 'sso'] as const;

/** Whether the address signs in at its organisation (404 with a Swedish refusal); names no organisation. */
export const startSso = (email: string) => apiPost('/api/sso/start', { email }, SsoStartResponseSchema);

/** The operator's address for one organisation, or the organisation administrator's own. */
export const ssoSettingsPath = (organisationId: string | undefined) =>
  organisationId
    ? `/api/admin/organisations/${encodeURIComponent(organisationId)}/sso`
    : '/api/organisation/sso';

export const fetchSsoSettings = (path: string, signal?: AbortSignal) =>
  apiGet(path, SsoSettingsSchema, signal);

export const saveSsoSettings = (path: string, input: SsoSettingsInput) =>
  apiPut(path, input, SsoSettingsSchema);

export const fetchSsoOrganisations = (signal?: AbortSignal) =>
  apiGet('/api/admin/sso', SsoOrganisationsSchema, signal);
