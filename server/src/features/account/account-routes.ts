import {
  DeletionRequestSchema,
  ProfileSchema,
  ProfileUpdateSchema,
  ResendVerificationSchema,
  ResetTokenCheckSchema,
  SignupSchema,
} from '@app/common';
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../http/app-env';
import { AppError } from '../../http/app-error';
import { json } from '../../http/openapi-responses';
import {
  type AccountDeps,
  getProfile,
  isResetTokenUsable,
  logoutAndReset,
  recordTermsAccepted,
  requestDeletion,
  resendVerification,
  signUp,
  updateProfile,
} from './account-service';

const signupRoute = createRoute({
  method: 'post',
  path: '/account/signup',
  summary: 'Create an account (the same answer for new and existing e-mail addresses)',
  request: { body: { required: true, content: { 'application/json': { schema: SignupSchema } } } },
  responses: {
    200: json(z.object({ ok: z.literal(true), profileSaved: z.boolean() }), 'Verification mail sent'),
  },
});

const resendVerificationRoute = createRoute({
  method: 'post',
  path: '/account/verification-mail',
  summary: 'Mail the verification link again (the same answer for every address)',
  request: {
    body: { required: true, content: { 'application/json': { schema: ResendVerificationSchema } } },
  },
  responses: {
    200: json(z.object({ ok: z.literal(true) }), 'Sent if the address awaits verification'),
    429: { description: 'Too many requests for this address or from this client' },
  },
});

const profileRoute = createRoute({
  method: 'get',
  path: '/account/profile',
  summary: "The signed-in user's profile",
  responses: { 200: json(ProfileSchema, 'Profile'), 401: { description: 'Not signed in' } },
});

const profileUpdateRoute = createRoute({
  method: 'patch',
  path: '/account/profile',
  summary: 'Change the name, job title and workplace',
  request: { body: { required: true, content: { 'application/json': { schema: ProfileUpdateSchema } } } },
  responses: { 200: json(ProfileSchema, 'The updated profile'), 400: { description: 'Invalid details' } },
});

const resetTokenCheckRoute = createRoute({
  method: 'post',
  path: '/account/password-reset/check',
  summary: 'Whether a password-reset token is still usable (does not use it up)',
  request: { body: { required: true, content: { 'application/json': { schema: ResetTokenCheckSchema } } } },
  responses: {
    200: json(z.object({ usable: z.boolean() }), 'Checked'),
    429: { description: 'Too many checks from this address' },
  },
});

const termsRoute = createRoute({
  method: 'post',
  path: '/account/terms',
  summary: 'Accept the terms of use',
  responses: { 200: json(z.object({ terms_accepted_at: z.string() }), 'Accepted') },
});

const logoutAndResetRoute = createRoute({
  method: 'post',
  path: '/account/logout-and-reset',
  summary: 'Sign out everywhere and mail a reset link',
  responses: { 200: json(z.object({ ok: z.literal(true) }), 'Done') },
});

const deletionRoute = createRoute({
  method: 'post',
  path: '/account/deletion-request',
  summary: 'Ask for the account to be erased after a 7-day cancellable period (password required)',
  request: { body: { required: true, content: { 'application/json': { schema: DeletionRequestSchema } } } },
  responses: {
    200: json(z.object({ scheduled_for: z.string() }), 'Registered'),
    400: { description: 'Wrong or missing password' },
  },
});

export const accountRoutes = (deps: AccountDeps & { requireUser: MiddlewareHandler<AppEnv> }) => {
  const routes = new OpenAPIHono<AppEnv>();
  for (const path of [
    '/account/profile',
    '/account/terms',
    '/account/logout-and-reset',
    '/account/deletion-request',
  ]) {
    routes.use(path, deps.requireUser);
  }
  return routes
    .openapi(signupRoute, async (c) => {
      const result = await signUp(deps, c.req.valid('json'), c.req.raw.headers);
      return c.json({ ok: true as const, profileSaved: result.profileSaved }, 200);
    })
    .openapi(resendVerificationRoute, async (c) => {
      await resendVerification(deps, c.req.valid('json').email, c.req.raw.headers);
      return c.json({ ok: true as const }, 200);
    })
    .openapi(profileRoute, async (c) => {
      const profile = await getProfile(deps.db, c.get('user').id, c.get('sessionId'));
      if (!profile) {
        throw new AppError('unauthorized', 'Inloggning krävs');
      }
      return c.json(profile, 200);
    })
    .openapi(profileUpdateRoute, async (c) => {
      await updateProfile(deps.db, c.get('user').id, c.req.valid('json'));
      const profile = await getProfile(deps.db, c.get('user').id, c.get('sessionId'));
      if (!profile) {
        throw new AppError('unauthorized', 'Inloggning krävs');
      }
      return c.json(profile, 200);
    })
    .openapi(resetTokenCheckRoute, async (c) => {
      const usable = await isResetTokenUsable(deps, c.req.valid('json').token, c.req.raw.headers);
      return c.json({ usable }, 200);
    })
    .openapi(termsRoute, async (c) => {
      const acceptedAt = await recordTermsAccepted(deps.db, c.get('user').id);
      return c.json({ terms_accepted_at: acceptedAt.toISOString() }, 200);
    })
    .openapi(logoutAndResetRoute, async (c) => {
      await logoutAndReset(deps, c.get('user'), c.req.raw.headers);
      return c.json({ ok: true as const }, 200);
    })
    .openapi(deletionRoute, async (c) => {
      const { password } = c.req.valid('json');
      const scheduledFor = await requestDeletion(deps, c.get('user'), password, c.req.raw.headers);
      return c.json({ scheduled_for: scheduledFor.toISOString() }, 200);
    });
};
