import { jwtVerify } from 'jose';
import type { Db } from '../../db/database';
import { isEmailVerified } from './auth-repository';

/** better-auth's name for it; the start page's notice (web auth-link-error.ts) explains it. */
const VERIFICATION_LINK_USED = 'EMAIL_ALREADY_VERIFIED';

/**
 * Where an opened verification link should go instead of better-auth's own answer, or null.
 * better-auth accepts a used link again and silently redirects, which leaves a signed-out visitor
 * on the start page with no word; a validly signed link for an already confirmed address says so.
 * Only a token signed with our secret is looked at, so the answer reveals nothing about others.
 */
export const usedVerificationLinkTarget = async (
  db: Db,
  secret: string,
  publicUrl: string,
  token: unknown,
): Promise<string | null> => {
  if (typeof token !== 'string') {
    return null;
  }
  let email: unknown;
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), { algorithms: ['HS256'] });
    // A change-of-address link (updateTo) is better-auth's own flow; only the sign-up kind is ours.
    email = payload.updateTo === undefined ? payload.email : undefined;
  } catch {
    // Forged or expired: better-auth answers with its own error code.
    return null;
  }
  if (typeof email !== 'string' || !(await isEmailVerified(db, email))) {
    return null;
  }
  return `${publicUrl}/?error=${VERIFICATION_LINK_USED}`;
};
