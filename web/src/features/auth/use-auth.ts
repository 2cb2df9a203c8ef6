export type AuthUser = { id: string; email: string };

export type AuthState =
  | { status: 'unknown' }
  | { status: 'anonymous' }
  | { status: 'authenticated'; user: AuthUser };

const ANONYMOUS: AuthState = { status: 'anonymous' };

/**
 * The visitor's sign-in state. Accounts are not built yet, so everyone is anonymous;
 * the accounts work replaces this body with the real session lookup.
 */
export const useAuth = (): AuthState => ANONYMOUS;
