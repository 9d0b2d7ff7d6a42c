import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** The header the proxy adds to every answer: which instance (0-based) served it. */
export const INSTANCE_HEADER = 'x-cluster-instance';

export interface RoundRobinProxy {
  url: string;
  /** Instance addresses, in order; the harness replaces one when it restarts an instance. */
  targets: string[];
  close(): Promise<void>;
}

/**
 * A load balancer as small as it gets: each request goes to the next instance in turn, body and
 * answer streamed both ways (Server-Sent Events included, nothing buffered). An instance that
 * does not answer gets a 502, as a real balancer without health checks would give.
 */
export async function startRoundRobinProxy(targets: string[]): Promise<RoundRobinProxy> {
  let next = 0;
  const server = http.createServer((request, response) => {
    const index = next++ % targets.length;
    const target = new URL(targets[index]!);
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        headers: request.headers,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, { ...answer.headers, [INSTANCE_HEADER]: String(index) });
        response.flushHeaders();
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502, { [INSTANCE_HEADER]: String(index) });
      response.end();
    });
    // A client that goes away (a closed event stream) closes the upstream request too.
    response.on('close', () => upstream.destroy());
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    targets,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
