import { magicLinkClient, twoFactorClient } from 'better-auth/client/plugins';
import { createAuthClient } from 'better-auth/react';

/**
 * better-auth's browser client for the same-origin `/api/auth` routes. Sessions live in httpOnly
 * cookies set by the server, so no token is ever kept in JavaScript.
 */
export const authClient = createAuthClient({
  baseURL: `${window.location.origin}/api/auth`,
  plugins: [magicLinkClient(), twoFactorClient()],
});

/** The error half of every better-auth client call (`{ data, error }`). */
export type AuthClientError = {
  code?: string | undefined;
  message?: string | undefined;
  status: number;
};
