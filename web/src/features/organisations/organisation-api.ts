import {
  AcceptInvitationResponseSchema,
  InvitationDetailsSchema,
  MyOrganisationsSchema,
  type OrganisationInput,
  OrganisationListSchema,
  OrganisationOverviewSchema,
  OrganisationUsageSchema,
} from '@app/common';
import { z } from 'zod';
import { apiDelete, apiGet, apiPost, apiPut } from '@/lib/api';

/** Under the account's key, so signing out drops them. */

const Done = z.object({ ok: z.literal(true) });
const IdResponse = z.object({ id: z.string() });

export const fetchAllOrganisations = (signal?: AbortSignal) =>
  apiGet('/api/admin/organisations', OrganisationListSchema, signal);

export const saveOrganisation = (id: string | null, input: OrganisationInput) =>
  id
    ? apiPut(`/api/admin/organisations/${id}`, input, IdResponse)
    : apiPost('/api/admin/organisations', input, IdResponse);

export const fetchMyOrganisations = (signal?: AbortSignal) =>
  apiGet('/api/organisations/mine', MyOrganisationsSchema, signal);

export const fetchOrganisationOverview = (id: string, signal?: AbortSignal) =>
  apiGet(`/api/organisations/${id}`, OrganisationOverviewSchema, signal);

export const fetchOrganisationUsage = (id: string, signal?: AbortSignal) =>
  apiGet(`/api/organisations/${id}/usage`, OrganisationUsageSchema, signal);

export const inviteToOrganisation = (id: string, email: string) =>
  apiPost(`/api/organisations/${id}/invitations`, { email }, Done);

export const revokeInvitation = (id: string, invitationId: string) =>
  apiDelete(`/api/organisations/${id}/invitations/${invitationId}`, Done);

export const removeMember = (id: string, userId: string) =>
  apiDelete(`/api/organisations/${id}/members/${encodeURIComponent(userId)}`, Done);

/** Public: what an invitation link offers, before it is accepted. */
export const fetchInvitationDetails = (token: string) =>
  apiPost('/api/organisation-invitations/details', { token }, InvitationDetailsSchema);

export const acceptInvitation = (token: string) =>
  apiPost('/api/organisations/invitations/accept', { token }, AcceptInvitationResponseSchema);
