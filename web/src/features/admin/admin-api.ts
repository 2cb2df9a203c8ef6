import {
  AdminAccessResponseSchema,
  AdminAuditResponseSchema,
  type AdminFeedbackFilter,
  AdminFeedbackResponseSchema,
  AdminUserFeedbackResponseSchema,
  type AdminUserSortColumn,
  AdminUsersResponseSchema,
  ClearFeedbackResponseSchema,
  type SortDirection,
} from '@app/common';
import { apiGet, apiPost } from '@/lib/api';
import { ACCOUNT_QUERY_KEY } from '@/lib/query-keys';

/**
 * Query keys of the admin panel, under the account's so sign-out drops them; clearing feedback
 * invalidates everything under ADMIN_QUERY_KEY.
 */
export const ADMIN_QUERY_KEY = [...ACCOUNT_QUERY_KEY, 'admin'] as const;

export const fetchAdminAccess = (signal?: AbortSignal) =>
  apiGet('/api/admin/access', AdminAccessResponseSchema, signal);

export const fetchAdminUsers = (
  query: { sort: AdminUserSortColumn; direction: SortDirection; page: number },
  signal?: AbortSignal,
) =>
  apiGet(
    `/api/admin/users?${new URLSearchParams({ sort: query.sort, direction: query.direction, page: String(query.page) })}`,
    AdminUsersResponseSchema,
    signal,
  );

export const fetchUserFeedback = (userId: string, signal?: AbortSignal) =>
  apiGet(`/api/admin/users/${encodeURIComponent(userId)}/feedback`, AdminUserFeedbackResponseSchema, signal);

export const fetchAdminFeedback = (
  query: { type: AdminFeedbackFilter; page: number },
  signal?: AbortSignal,
) =>
  apiGet(
    `/api/admin/feedback?${new URLSearchParams({ type: query.type, page: String(query.page) })}`,
    AdminFeedbackResponseSchema,
    signal,
  );

export const clearAllFeedback = () => apiPost('/api/admin/feedback/clear', {}, ClearFeedbackResponseSchema);

export const fetchAuditLog = (page: number, signal?: AbortSignal) =>
  apiGet(`/api/admin/audit-log?page=${page}`, AdminAuditResponseSchema, signal);
