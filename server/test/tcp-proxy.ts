import { type AddressInfo, connect, createServer, type Socket } from 'node:net';

export type TcpProxy = {
  port: number;
  /** Drops every connection and refuses new ones, as a database server that went away. */
  cut: () => Promise<void>;
  /** Listens again on the same port. */
  restore: () => Promise<void>;
};

/** A TCP proxy on loopback between the app and PostgreSQL, for outage tests. */
export const startTcpProxy = async (target: { host: string; port: number }): Promise<TcpProxy> => {
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const server = createServer((client) => {
    const upstream = connect(target.port, target.host);
    track(client);
    track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  const listen = (port: number) =>
    new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  await listen(0);
  const { port } = server.address() as AddressInfo;
  return {
    port,
    cut: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) {
          socket.destroy();
        }
      }),
    restore: () => listen(port),
  };
};
