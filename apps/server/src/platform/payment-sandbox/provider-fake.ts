import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request to a provider fake, as its HTTP API receives it. */
export interface FakeRequest {
  method: string;
  /** The path without the query string, relative to the provider's API base. */
  path: string;
  headers: Record<string, string | undefined>;
  raw: string;
}

/** What a fake answers: a status and a JSON body (null: none), or never (a hung connection). */
export type FakeAnswer = { status: number; body: unknown } | 'hang';

export type FakeHandler = (request: FakeRequest) => FakeAnswer;

function respond(answer: Exclude<FakeAnswer, 'hang'>): Response {
  return new Response(answer.body === null ? null : JSON.stringify(answer.body), {
    status: answer.status,
    headers: answer.body === null ? {} : { 'content-type': 'application/json' },
  });
}

/**
 * A `fetch` that hands requests under `base` to a fake in this process: the provider adapter runs
 * all of its own HTTP code (headers, status codes, JSON, time-outs), only the socket is skipped.
 * A hung answer waits for the caller's abort signal, as a real silent server would.
 */
export function fakeFetch(base: string, handler: FakeHandler): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (!request.url.startsWith(base)) throw new TypeError(`fetch failed: ${url.origin} is not the sandbox`);
    const headers: Record<string, string> = {};
    request.headers.forEach((value, key) => (headers[key] = value));
    const answer = handler({
      method: request.method,
      path: url.pathname.slice(new URL(base).pathname.replace(/\/$/, '').length),
      headers,
      raw: await request.text(),
    });
    if (answer !== 'hang') return respond(answer);
    return new Promise<Response>((_, reject) => {
      const signal = init?.signal;
      signal?.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
    });
  };
}

/** The same fake on a local port, for tests that want the network in between. */
export async function serveFake(handler: FakeHandler): Promise<{ url: string; close: () => Promise<void> }> {
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      const headers: Record<string, string | undefined> = {};
      for (const [key, value] of Object.entries(request.headers)) headers[key] = [value].flat().join(', ');
      const answer = handler({
        method: request.method ?? 'GET',
        path: (request.url ?? '/').split('?')[0]!,
        headers,
        raw,
      });
      if (answer === 'hang') {
        hanging.add(response);
        return;
      }
      response.writeHead(answer.status, answer.body === null ? {} : { 'content-type': 'application/json' });
      response.end(answer.body === null ? undefined : JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A JSON body, or an empty object for none or a broken one (each fake answers that as it would). */
export function jsonOf(raw: string): Record<string, unknown> | null {
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
