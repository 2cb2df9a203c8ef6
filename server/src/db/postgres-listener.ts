import pg from 'pg';

// Long enough not to hammer a restarting server, short enough that a change is soon picked up.
const RECONNECT_MS = 2000;

export type PostgresListener = {
  /** LISTENs on `channel`; resolves once listening, rejects if the first try failed (it retries). */
  listen: (channel: string, onNotify: () => void) => Promise<void>;
  close: () => Promise<void>;
};

/**
 * LISTEN on a connection of its own: a pooled connection goes back to the pool and stops hearing.
 * When the connection is lost it reconnects, and then calls every handler once, as notifications
 * sent meanwhile were missed.
 */
export const createPostgresListener = (url: string, onError: (error: Error) => void): PostgresListener => {
  const handlers = new Map<string, Set<() => void>>();
  const listening = new Map<string, Promise<void>>();
  let client: Promise<pg.Client> | undefined;
  let retry: NodeJS.Timeout | undefined;
  let closed = false;

  const notifyAll = () => {
    for (const set of handlers.values()) {
      for (const handler of set) {
        handler();
      }
    }
  };

  const reconnectLater = () => {
    if (closed || retry) {
      return;
    }
    retry = setTimeout(() => {
      retry = undefined;
      connected()
        .then(notifyAll)
        .catch(() => reconnectLater());
    }, RECONNECT_MS);
  };

  const open = async (): Promise<pg.Client> => {
    const next = new pg.Client({ connectionString: url });
    const lost = () => {
      if (client === opened) {
        client = undefined;
        reconnectLater();
      }
    };
    next.on('error', (error) => {
      onError(error);
      lost();
    });
    next.on('end', lost);
    next.on('notification', (message) => {
      for (const handler of handlers.get(message.channel) ?? []) {
        handler();
      }
    });
    const opened = (async () => {
      await next.connect();
      for (const channel of handlers.keys()) {
        await next.query(`listen ${channel}`);
      }
      return next;
    })();
    client = opened;
    try {
      return await opened;
    } catch (error) {
      lost();
      await next.end().catch(() => undefined);
      throw error;
    }
  };

  const connected = () => client ?? open();

  return {
    listen: async (channel, onNotify) => {
      if (!/^[a-z_]+$/.test(channel)) {
        throw new Error(`not a channel name: ${channel}`);
      }
      handlers.set(channel, (handlers.get(channel) ?? new Set()).add(onNotify));
      // A second handler of a channel waits for the first one's LISTEN too.
      let ready = listening.get(channel);
      if (!ready) {
        ready = connected().then((current) => current.query(`listen ${channel}`).then(() => undefined));
        listening.set(channel, ready);
        ready.catch(() => listening.delete(channel));
      }
      await ready;
    },
    close: async () => {
      closed = true;
      clearTimeout(retry);
      const current = await client?.catch(() => undefined);
      client = undefined;
      await current?.end();
    },
  };
};
