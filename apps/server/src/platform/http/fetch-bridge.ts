import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Turns a Fastify request into a web `Request` (for React Router and better-auth). The body is
 * passed through untouched, unless the scope's parser already read it whole into a buffer.
 */
export function toWebRequest(request: FastifyRequest, reply: FastifyReply): Request {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(url, {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(hasBody && {
      // A scope that read the body whole (better-auth's) passes it on; others stream it untouched.
      body: Buffer.isBuffer(request.body)
        ? new Uint8Array(request.body)
        : (Readable.toWeb(request.raw) as ReadableStream),
      duplex: 'half',
    }),
  });
}

/** Sends a web `Response` through Fastify, so hooks, logging and headers still apply. */
export function sendWebResponse(reply: FastifyReply, response: Response) {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    // Several Set-Cookie headers must stay several headers.
    if (name === 'set-cookie') continue;
    reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  if (!response.body) return reply.send();
  return reply.send(Readable.fromWeb(response.body as NodeReadableStream));
}
