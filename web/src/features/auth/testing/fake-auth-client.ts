import { useSyncExternalStore } from 'react';
import { vi } from 'vitest';

/**
 * Stand-in for `@/lib/auth-client` in component tests:
 * `vi.mock('@/lib/auth-client', () => import('@/features/auth/testing/fake-auth-client'))`.
 * The session is set with `setFakeSession`; every call is a vi.fn answering `{ data, error }`.
 */

export type FakeUser = { id: string; email: string; name: string };

type SessionValue = {
  data: { user: FakeUser; session: { id: string } } | null;
  isPending: boolean;
  error: null;
  refetch: () => Promise<void>;
};

export const TEST_USER: FakeUser = { id: 'user-1', email: 'anna@example.se', name: 'Anna Andersson' };

const refetch = vi.fn(async () => undefined);
let session: SessionValue = { data: null, isPending: true, error: null, refetch };
const listeners = new Set<() => void>();

export const setFakeSession = (state: 'pending' | 'anonymous' | FakeUser): void => {
  session = {
    data: typeof state === 'object' ? { user: state, session: { id: 'session-1' } } : null,
    isPending: state === 'pending',
    error: null,
    refetch,
  };
  for (const listener of listeners) {
    listener();
  }
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export const ok = <T>(data: T) => ({ data, error: null });
export const fail = (code: string, status = 400, message = 'Error') => ({
  data: null,
  error: { code, message, status, statusText: 'Error' },
});

export const authClient = {
  useSession: () => useSyncExternalStore(subscribe, () => session),
  signIn: { email: vi.fn(), magicLink: vi.fn(), social: vi.fn() },
  signOut: vi.fn(),
  requestPasswordReset: vi.fn(),
  resetPassword: vi.fn(),
  changePassword: vi.fn(),
  listSessions: vi.fn(),
  revokeOtherSessions: vi.fn(),
  twoFactor: { enable: vi.fn(), disable: vi.fn(), verifyTotp: vi.fn(), verifyBackupCode: vi.fn() },
};

/** Back to a signed-out visitor whose calls all succeed. */
export const resetFakeAuthClient = (): void => {
  setFakeSession('anonymous');
  refetch.mockReset().mockImplementation(async () => undefined);
  authClient.signIn.email.mockReset().mockResolvedValue(ok({ redirect: false, token: 't', user: TEST_USER }));
  authClient.signIn.magicLink.mockReset().mockResolvedValue(ok({ status: true }));
  // The real client sends the browser on to the provider; here it stays.
  authClient.signIn.social.mockReset().mockResolvedValue(ok({ redirect: true }));
  authClient.signOut.mockReset().mockImplementation(async () => {
    setFakeSession('anonymous');
    return ok({ success: true });
  });
  authClient.requestPasswordReset.mockReset().mockResolvedValue(ok({ status: true }));
  authClient.resetPassword.mockReset().mockResolvedValue(ok({ status: true }));
  authClient.listSessions.mockReset().mockResolvedValue(ok([]));
  authClient.revokeOtherSessions.mockReset().mockResolvedValue(ok({ status: true }));
  authClient.changePassword.mockReset().mockResolvedValue(ok({ token: null, user: TEST_USER }));
  authClient.twoFactor.enable.mockReset().mockResolvedValue(
    ok({
      method: 'totp',
      totpURI:
        'otpauth://totp/Handl%C3%A4ggarst%C3%B6d:anna%40example.se?secret=JBSWY3DPEHPK3PXP&issuer=Handl%C3%A4ggarst%C3%B6d',
      backupCodes: ['AAAA-1111', 'BBBB-2222'],
    }),
  );
  authClient.twoFactor.disable.mockReset().mockResolvedValue(ok({ status: true }));
  authClient.twoFactor.verifyTotp.mockReset().mockResolvedValue(ok({ token: 't', user: TEST_USER }));
  authClient.twoFactor.verifyBackupCode.mockReset().mockResolvedValue(ok({ token: 't', user: TEST_USER }));
};

resetFakeAuthClient();
