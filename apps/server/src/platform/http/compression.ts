import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Types worth compressing: text of every kind but event streams (their events must leave as they
 * happen, not when a compressor's buffer fills), JSON, JavaScript, XML and SVG.
 */
export const COMPRESSIBLE_TYPES =
  /^(?:text\/(?!event-stream)|application\/(?:[\w.-]+\+)?(?:json|javascript|xml)|image\/svg\+xml)/;

/** Bodies smaller than this go as they are: compression would save less than its headers cost. */
export const COMPRESSION_THRESHOLD = 1024;

/**
 * Brotli at quality 5 for answers made per request: most of quality 11's saving at a small part
 * of its CPU (assets and cached pages are compressed once, at the highest quality).
 */
const BROTLI_PER_REQUEST = {
  params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: 5 },
};

/**
 * Compresses every text answer the client accepts compressed — pages, API JSON, errors — with
 * brotli or gzip, as the client's Accept-Encoding prefers. Answers that already carry a
 * Content-Encoding (precompressed assets, cached pages) pass untouched. Register before routes.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD,
    customTypes: COMPRESSIBLE_TYPES,
    brotliOptions: BROTLI_PER_REQUEST,
    zlibOptions: { level: 6 },
  });
}

/** A body kept with its compressed forms, made once (a cached page). */
export interface PrecompressedBody {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

export function precompress(body: string | Buffer): PrecompressedBody {
  const identity = Buffer.isBuffer(body) ? body : Buffer.from(body);
  return {
    identity,
    br: brotliCompressSync(identity, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzip: gzipSync(identity, { level: 9 }),
  };
}

/**
 * The encoding to send a precompressed body in: the first of brotli and gzip the request accepts
 * (a `q=0` refuses one), else none.
 */
export function acceptedEncoding(request: FastifyRequest): 'br' | 'gzip' | undefined {
  const header = request.headers['accept-encoding'];
  if (typeof header !== 'string') return undefined;
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    accepted.set(name.trim(), q === undefined ? 1 : Number(q.slice(2)) || 0);
  }
  const wildcard = accepted.get('*') ?? 0;
  for (const encoding of ['br', 'gzip'] as const) {
    if ((accepted.get(encoding) ?? wildcard) > 0) return encoding;
  }
  return undefined;
}
