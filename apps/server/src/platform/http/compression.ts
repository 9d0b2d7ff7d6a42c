import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CachedPage } from '../page-cache.js';

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
 * of its CPU (assets and pages kept for a build's life are compressed once, at the highest
 * quality; pages kept until a change, once at this one).
 */
const BROTLI_PER_REQUEST_QUALITY = 5;
const BROTLI_PER_REQUEST = {
  params: {
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_QUALITY]: BROTLI_PER_REQUEST_QUALITY,
  },
};

const GZIP_PER_REQUEST_LEVEL = 6;

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
    zlibOptions: { level: GZIP_PER_REQUEST_LEVEL },
  });
}

/** A body kept with its compressed forms, made once (a cached page). */
export interface PrecompressedBody {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/**
 * A body's compressed forms: at the highest quality for what is kept for a build's life, or
 * (`fast`) at the per-request settings for what a change may replace at any moment — brotli's
 * highest quality costs ~40 times as long (55 ms against 1.4 ms for a fair's 55 KB page) for
 * 8 % fewer bytes.
 */
export function precompress(body: string | Buffer, { fast = false } = {}): PrecompressedBody {
  const identity = Buffer.isBuffer(body) ? body : Buffer.from(body);
  const quality = fast ? BROTLI_PER_REQUEST_QUALITY : constants.BROTLI_MAX_QUALITY;
  return {
    identity,
    br: brotliCompressSync(identity, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: quality,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzip: gzipSync(identity, { level: fast ? GZIP_PER_REQUEST_LEVEL : 9 }),
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

/** Compressed forms of kept pages by ETag (a page's bytes), made once per version in this process. */
const keptForms = new Map<string, PrecompressedBody>();
const KEPT_FORMS_MAX = 200;

/**
 * Sends a kept page (the page cache's: sites, fairs, the blog, the front door) as a static file
 * server would: compressed as the request accepts, each version compressed once here (at the
 * per-request quality: a change may replace it at any moment) and then sent as bytes. Compressing
 * per request cost the fair's page 30 times its throughput. The caller sets `Vary`.
 */
export function sendKeptPage(request: FastifyRequest, reply: FastifyReply, page: CachedPage) {
  reply.type(page.type);
  const encoding = acceptedEncoding(request);
  if (!encoding || page.body.length < COMPRESSION_THRESHOLD) return reply.send(page.body);
  let forms = keptForms.get(page.etag);
  if (forms) keptForms.delete(page.etag);
  else forms = precompress(page.body, { fast: true });
  keptForms.set(page.etag, forms);
  if (keptForms.size > KEPT_FORMS_MAX) keptForms.delete(keptForms.keys().next().value!);
  return reply.header('content-encoding', encoding).send(forms[encoding]);
}
