import net, { type AddressInfo } from 'node:net';

export interface CuttableTcpProxy {
  /** `127.0.0.1:<port>`, to put in a connection URL instead of the real server's address. */
  host: string;
  port: number;
  /** The server "goes away": open connections are cut and new ones refused. */
  cut(): Promise<void>;
  /** The server is back on the same address. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A TCP relay in front of a shared server (the machine's PostgreSQL) that a fault test can cut
 * and restore, so the instances see the server disappear and return without anyone stopping it.
 */
export async function startCuttableTcpProxy(target: { host: string; port: number }): Promise<CuttableTcpProxy> {
  const sockets = new Set<net.Socket>();
  const relay = (client: net.Socket) => {
    const upstream = net.connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => undefined);
    }
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.pipe(upstream).pipe(client);
  };
  let server = net.createServer(relay);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const stop = async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve()));
  };
  return {
    host: '127.0.0.1',
    port,
    cut: stop,
    restore: async () => {
      server = net.createServer(relay);
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, '127.0.0.1', resolve);
      });
    },
    close: stop,
  };
}
