import {
  type DeletionRequest,
  type Profile,
  ProfileSchema,
  type ProfileUpdateInput,
  type SignupInput,
} from '@app/common';
import { z } from 'zod';
import { apiGet, apiPatch, apiPost } from '@/lib/api';

const SignupResponseSchema = z.object({ ok: z.literal(true), profileSaved: z.boolean() });
const TermsResponseSchema = z.object({ terms_accepted_at: z.string() });
const DeletionResponseSchema = z.object({ scheduled_for: z.string() });
const ResetTokenCheckResponseSchema = z.object({ usable: z.boolean() });
// These endpoints answer 200 with a body we do not need.
const IgnoredBodySchema = { parse: (): undefined => undefined };

export type SignupResponse = z.infer<typeof SignupResponseSchema>;

/** Same answer whether or not the e-mail already has an account (no user enumeration). */
export const postSignup = (input: SignupInput): Promise<SignupResponse> =>
  apiPost('/api/account/signup', input, SignupResponseSchema);

export const fetchProfile = (signal?: AbortSignal): Promise<Profile> =>
  apiGet('/api/account/profile', ProfileSchema, signal);

export const postTermsAcceptance = (): Promise<z.infer<typeof TermsResponseSchema>> =>
  apiPost('/api/account/terms', {}, TermsResponseSchema);

/** The server mails a reset link and ends all of the user's sessions. */
export const postLogoutAndReset = (): Promise<undefined> =>
  apiPost('/api/account/logout-and-reset', {}, IgnoredBodySchema);

/** With the password again, the server schedules erasure and signs the user out everywhere. */
export const postDeletionRequest = (
  request: DeletionRequest,
): Promise<z.infer<typeof DeletionResponseSchema>> =>
  apiPost('/api/account/deletion-request', request, DeletionResponseSchema);

export const patchProfile = (update: ProfileUpdateInput): Promise<Profile> =>
  apiPatch('/api/account/profile', update, ProfileSchema);

/** Mails the verification link again; the same answer whether or not the address awaits it. */
export const postResendVerification = (email: string): Promise<undefined> =>
  apiPost('/api/account/verification-mail', { email }, IgnoredBodySchema);

/** Whether a reset link's token still works; the server does not use it up. */
export const checkResetToken = async (token: string): Promise<boolean> =>
  (await apiPost('/api/account/password-reset/check', { token }, ResetTokenCheckResponseSchema)).usable;
