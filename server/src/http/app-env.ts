import type { Logger } from '../logger';

/** Per-request values shared by middleware and routes. */
export type SignedInUser = {
  id: string;
  email: string;
  name: string;
  role: string | null;
  twoFactorEnabled: boolean;
};

export type AppEnv = {
  Variables: {
    requestId: string;
    log: Logger;
    /** Set by requireUser on routes that need a signed-in user. */
    user: SignedInUser;
    sessionId: string;
  };
};
