import { createHash } from 'node:crypto';
import {
  resolveLocale,
  SHARED_PAGE_BY_ADDRESS,
  SHARED_PAGE_CACHE_CONTROL,
  SHARED_PAGE_UNTIL,
} from '@vernissage/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { etagOf, type CachedPage, type PageCache } from '../page-cache.js';
import { acceptedEncoding, precompress, sendKeptPage, type PrecompressedBody } from '../http/compression.js';

/** A page kept to send again, with its compressed forms and its own script policy. */
interface SharedPage {
  body: PrecompressedBody;
  type: string;
  etag: string;
  policy: string;
}

/** What a render was made from: the page-cache tags its loaders read, and the cache's epoch before. */
export interface RenderedFrom {
  tags: readonly string[];
  epoch: number;
}

/**
 * Where a shared page is kept: by its whole URL, or (a tagged page) by its path alone unless it
 * says its query is part of it. The two never name the same key.
 */
export interface SharedPageKey {
  url: string;
  path: string;
}

export interface SharedPages {
  /** The keys of a request whose page may be shared, or null (a session, a non-GET, a long URL). */
  keyOf(request: FastifyRequest): SharedPageKey | null;
  /** Sends the kept page for this key, if there is one; true when it did. */
  sendKept(request: FastifyRequest, reply: FastifyReply, key: SharedPageKey): Promise<boolean>;
  /**
   * Keeps a rendered answer if its route shares it, and sends it; false when it is not to be
   * shared (the caller sends it as it is).
   */
  keepAndSend(
    request: FastifyRequest,
    reply: FastifyReply,
    key: SharedPageKey,
    response: Response,
    nonce: string,
    from: RenderedFrom,
  ): Promise<boolean>;
}

/** URLs longer than this are rendered each time: a key is no place for an unbounded string. */
const MAX_URL_LENGTH = 512;

/** Keys of tagged pages this process remembers having kept, so other keys skip the page cache. */
const TAGGED_KEYS_REMEMBERED = 10_000;

/**
 * Pages that are the same for every visitor without a session, rendered once and then sent like
 * a static file, with an ETag answered by 304:
 *
 * - a page made from nothing that changes (sign-in, sign-up, pricing) is kept for the life of the
 *   build, compressed once (ADR 030);
 * - a page whose loaders read tagged data (a fair's public page: `tagPage`) is kept in the page
 *   cache behind those tags (ADR 022, 067), shared by every instance, and stale as soon as what
 *   it was made from changes. It is kept by its path, so visitors who arrive with tracking
 *   parameters (a `fbclid` per click) share one copy, and nobody fills the cache with variants;
 *   a page whose query is what it shows (search results) says so (`SHARED_PAGE_BY_ADDRESS`) and
 *   is kept by its whole address, each variant a page of its own in the bounded cache (ADR 069);
 *   a page that shows the time says until when it holds (`SHARED_PAGE_UNTIL`: a countdown's next
 *   change) and is made afresh after that (ADR 071).
 *
 * A page rendered for one visitor carries a script nonce; a page sent to many must not share one,
 * so the kept page loses its nonces and its policy names the hashes of its inline scripts
 * instead (`policyFor`). The build's version is part of the key, so a new build never sends a
 * page that names the old build's assets, and so is the origin asked for, which a page's
 * absolute addresses are made from. The map is bounded: the oldest page goes first.
 */
export function createSharedPages(options: {
  buildVersion: string;
  maxEntries: number;
  /** The page policy allowing these inline-script hashes (and no nonce). */
  policyFor: (scriptHashes: string[]) => string;
  pages: PageCache;
}): SharedPages {
  const kept = new Map<string, SharedPage>();
  const tagged = new Set<string>();

  const headersOf = (reply: FastifyReply, page: { policy: string; etag: string }) =>
    reply
      .header('content-security-policy', page.policy)
      .header('cache-control', SHARED_PAGE_CACHE_CONTROL)
      .header('etag', page.etag)
      .header('vary', 'accept-encoding, accept-language, cookie');

  const send = (request: FastifyRequest, reply: FastifyReply, page: SharedPage) => {
    headersOf(reply, page);
    if (request.headers['if-none-match'] === page.etag) return void reply.code(304).send();
    const encoding = acceptedEncoding(request);
    reply.type(page.type);
    if (encoding) reply.header('content-encoding', encoding);
    void reply.send(encoding ? page.body[encoding] : page.body.identity);
  };

  /** A tagged page: compressed once per version in this process, whichever instance rendered it. */
  const sendTagged = (request: FastifyRequest, reply: FastifyReply, page: CachedPage & { policy: string }) => {
    headersOf(reply, page);
    if (request.headers['if-none-match'] === page.etag) return void reply.code(304).send();
    void sendKeptPage(request, reply, page);
  };

  const remember = (key: string) => {
    tagged.add(key);
    if (tagged.size > TAGGED_KEYS_REMEMBERED) tagged.delete(tagged.values().next().value!);
  };

  return {
    keyOf(request) {
      if (options.maxEntries === 0 || request.method !== 'GET' || request.url.length > MAX_URL_LENGTH) return null;
      if (request.headers.authorization || request.headers.cookie?.includes('session_token')) return null;
      const locale = resolveLocale({
        cookie: request.headers.cookie ?? null,
        acceptLanguage: request.headers['accept-language'] ?? null,
      });
      const base = `${options.buildVersion}|${locale}|${request.protocol}://${request.host}`;
      return { url: `${base}${request.url}`, path: `${base}|path|${request.url.split('?')[0]}` };
    },

    async sendKept(request, reply, key) {
      const page = kept.get(key.url);
      if (page) {
        send(request, reply, page);
        return true;
      }
      const taggedKey = tagged.has(key.path) ? key.path : tagged.has(key.url) ? key.url : null;
      if (!taggedKey) return false;
      const cached = await options.pages.get(taggedKey);
      if (!cached?.policy || (cached.expiresAt ?? Infinity) <= Date.now()) return false;
      sendTagged(request, reply, { ...cached, policy: cached.policy });
      return true;
    },

    async keepAndSend(request, reply, key, response, nonce, from) {
      const shared =
        response.status === 200 &&
        response.headers.get('cache-control') === SHARED_PAGE_CACHE_CONTROL &&
        response.headers.getSetCookie().length === 0;
      const untilHeader = response.headers.get(SHARED_PAGE_UNTIL);
      // Until when the page holds, if it said (a value that is not a time has passed already).
      const until = untilHeader === null ? null : Number(untilHeader) || 0;
      // A page that holds for a while only is kept behind tags, in the store that can say until when.
      if (!shared || (until !== null && from.tags.length === 0)) return false;
      const type = response.headers.get('content-type') ?? 'text/html; charset=utf-8';
      const { html, scriptHashes } = withoutNonce(await response.text(), nonce);
      const policy = options.policyFor(scriptHashes);
      if (from.tags.length > 0) {
        const page = { body: html, type, etag: etagOf(html), policy, ...(until !== null && { expiresAt: until }) };
        const taggedKey = response.headers.has(SHARED_PAGE_BY_ADDRESS) ? key.url : key.path;
        await options.pages.put(taggedKey, page, from.tags, from.epoch);
        remember(taggedKey);
        sendTagged(request, reply, page);
        return true;
      }
      const page: SharedPage = { body: precompress(html), type, etag: etagOf(html), policy };
      kept.set(key.url, page);
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
