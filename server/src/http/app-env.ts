import type { Logger } from '../logger';

/** Per-request values shared by middleware and routes. */
export type AppEnv = {
  Variables: {
    requestId: string;
    log: Logger;
  };
};
