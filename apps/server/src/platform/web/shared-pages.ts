import { createHash } from 'node:crypto';
import { resolveLocale, SHARED_PAGE_CACHE_CONTROL } from '@vernissage/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { etagOf } from '../page-cache.js';
import { acceptedEncoding, precompress, type PrecompressedBody } from '../http/compression.js';

/** A page kept to send again, with its compressed forms and its own script policy. */
interface SharedPage {
  body: PrecompressedBody;
  type: string;
  etag: string;
  policy: string;
}

export interface SharedPages {
  /** The key of a request whose page may be shared, or null (a session, a non-GET, a long URL). */
  keyOf(request: FastifyRequest): string | null;
  /** Sends the kept page for this key, if there is one; true when it did. */
  sendKept(request: FastifyRequest, reply: FastifyReply, key: string): boolean;
  /**
   * Keeps a rendered answer if its route shares it, and sends it; false when it is not to be
   * shared (the caller sends it as it is).
   */
  keepAndSend(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    response: Response,
    nonce: string,
  ): Promise<boolean>;
}

/** URLs longer than this are rendered each time: a key is no place for an unbounded string. */
const MAX_URL_LENGTH = 512;

/**
 * Pages that are the same for every visitor without a session, rendered once per build, language
 * and URL and then sent like a static file: compressed once, with an ETag answered by 304.
 *
 * A page rendered for one visitor carries a script nonce; a page sent to many must not share one,
 * so the kept page loses its nonces and its policy names the hashes of its inline scripts
 * instead (`policyFor`). The build's version is part of the key, so a new build never sends a
 * page that names the old build's assets. The map is bounded: the oldest page goes first.
 */
export function createSharedPages(options: {
  buildVersion: string;
  maxEntries: number;
  /** The page policy allowing these inline-script hashes (and no nonce). */
  policyFor: (scriptHashes: string[]) => string;
}): SharedPages {
  const kept = new Map<string, SharedPage>();

  const send = (request: FastifyRequest, reply: FastifyReply, page: SharedPage) => {
    reply
      .header('content-security-policy', page.policy)
      .header('cache-control', SHARED_PAGE_CACHE_CONTROL)
      .header('etag', page.etag)
      .header('vary', 'accept-encoding, accept-language, cookie');
    if (request.headers['if-none-match'] === page.etag) return void reply.code(304).send();
    const encoding = acceptedEncoding(request);
    reply.type(page.type);
    if (encoding) reply.header('content-encoding', encoding);
    void reply.send(encoding ? page.body[encoding] : page.body.identity);
  };

  return {
    keyOf(request) {
      if (options.maxEntries === 0 || request.method !== 'GET' || request.url.length > MAX_URL_LENGTH) return null;
      if (request.headers.authorization || request.headers.cookie?.includes('session_token')) return null;
      const locale = resolveLocale({
        cookie: request.headers.cookie ?? null,
        acceptLanguage: request.headers['accept-language'] ?? null,
      });
      return `${options.buildVersion}|${locale}|${request.url}`;
    },

    sendKept(request, reply, key) {
      const page = kept.get(key);
      if (!page) return false;
      send(request, reply, page);
      return true;
    },

    async keepAndSend(request, reply, key, response, nonce) {
      const shared =
        response.status === 200 &&
        response.headers.get('cache-control') === SHARED_PAGE_CACHE_CONTROL &&
        response.headers.getSetCookie().length === 0;
      if (!shared) return false;
      const type = response.headers.get('content-type') ?? 'text/html; charset=utf-8';
      const { html, scriptHashes } = withoutNonce(await response.text(), nonce);
      const page: SharedPage = {
        body: precompress(html),
        type,
        etag: etagOf(html),
        policy: options.policyFor(scriptHashes),
      };
      kept.set(key, page);
      if (kept.size > options.maxEntries) kept.delete(kept.keys().next().value!);
      send(request, reply, page);
      return true;
    },
  };
}

/** An inline script the browser runs (not one loaded by `src`, nor a JSON data block such as the page's translations). */
const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc=)(?![^>]*\btype="application\/json")[^>]*>([\s\S]*?)<\/script>/g;

/** The page without its nonce attributes, and the CSP hashes of its inline scripts. */
export function withoutNonce(html: string, nonce: string): { html: string; scriptHashes: string[] } {
  const plain = nonce ? html.replaceAll(` nonce="${nonce}"`, '') : html;
  const scriptHashes = [...plain.matchAll(INLINE_SCRIPT)].map(
    (match) => `'sha256-${createHash('sha256').update(match[1]!).digest('base64')}'`,
  );
  return { html: plain, scriptHashes: [...new Set(scriptHashes)] };
}
