import { connect, createServer, type Socket } from 'node:net';

/**
 * A TCP proxy on loopback that can cut every connection through it and refuse new ones
 * (`drop`), then let them through again (`restore`): a database outage without touching the
 * database server.
 */
export const startTcpProxy = async (target: { host: string; port: number }) => {
  const sockets = new Set<Socket>();
  let up = true;
  const server = createServer((client) => {
    if (!up) {
      client.destroy();
      return;
    }
    const upstream = connect(target.port, target.host);
    const close = () => {
      for (const socket of [client, upstream]) {
        socket.destroy();
        sockets.delete(socket);
      }
    };
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', close);
      socket.on('close', close);
    }
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') {
    throw new Error('the proxy has no port');
  }
  return {
    port: address.port,
    drop: () => {
      up = false;
      for (const socket of sockets) {
        socket.destroy();
      }
      sockets.clear();
    },
    restore: () => {
      up = true;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
