import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';
import { closeRedis, redisIsAway } from './redis.js';

/** A rendered public page, ready to send again. */
export interface CachedPage {
  body: string;
  type: string;
  etag: string;
  /** Its Content-Security-Policy, when it has its own (a web app page naming its inline scripts). */
  policy?: string;
  /** When what it shows stops holding (a countdown moves on), in milliseconds since the epoch (ADR 071). */
  expiresAt?: number;
}

/**
 * Rendered public pages, each tagged with what it was made from (ADR 022). A change marks its
 * tags stale, awaited by the request that made it, so the next visitor gets a fresh page.
 *
 * Correctness without locks: every tag has a version, and a page is stored with the versions its
 * tags had; a page whose tag has moved on since is a miss. A render that overlapped any change
 * (the `epoch` read before its data moved) is not stored at all, since its data may predate it.
 */
export interface PageCache {
  /** Read before a page's data; handed back to `put`. */
  epoch(): Promise<number>;
  get(key: string): Promise<CachedPage | undefined>;
  put(key: string, page: CachedPage, tags: readonly string[], epoch: number): Promise<void>;
  invalidate(tags: readonly string[]): Promise<void>;
  close(): Promise<void>;
}

export function etagOf(body: string): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

const TTL_SECONDS = 24 * 3600;

export function createPageCache(options: {
  redisUrl: string | undefined;
  /** The in-process cache's bound. */
  maxBytes?: number;
  /** Redis key prefix (tests keep apart by it). */
  namespace?: string;
  /** Told of Redis failures, which the cache survives (ADR 049). */
  onError?: (error: unknown) => void;
}): PageCache {
  return options.redisUrl
    ? failSoft(redisPageCache(options.redisUrl, options.namespace ?? 'vernissage:pages:'), options.onError)
    : memoryPageCache(options.maxBytes ?? 64 * 1024 * 1024);
}

/**
 * A cache whose store may be away (Redis down) degrades to no cache: a failed read is a miss, a
 * failed write is skipped, and a failed invalidation does not fail the change that was already
 * committed (pages kept in Redis then expire by their TTL, or vanish with a Redis that restarted).
 */
function failSoft(cache: PageCache, onError: (error: unknown) => void = () => undefined): PageCache {
  const soft =
    <A extends unknown[], T>(run: (...args: A) => Promise<T>, fallback: T) =>
    (...args: A) =>
      run(...args).catch((error: unknown) => {
        onError(error);
        return fallback;
      });
  return {
    // An epoch that never matches a stored one: a render during an outage is not kept.
    epoch: soft(() => cache.epoch(), -1),
    get: soft((key: string) => cache.get(key), undefined),
    put: soft((...args: Parameters<PageCache['put']>) => cache.put(...args), undefined),
    invalidate: soft((tags: readonly string[]) => cache.invalidate(tags), undefined),
    close: () => cache.close(),
  };
}

interface MemoryEntry {
  page: CachedPage;
  versions: [tag: string, version: number][];
  bytes: number;
}

/** One process: a byte-bounded LRU (a Map keeps insertion order; a hit moves to the end). */
function memoryPageCache(maxBytes: number): PageCache {
  const entries = new Map<string, MemoryEntry>();
  const versions = new Map<string, number>();
  let epoch = 0;
  let bytes = 0;
  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  };
  return {
    epoch: () => Promise.resolve(epoch),
    get: (key) => {
      const entry = entries.get(key);
      if (!entry) return Promise.resolve(undefined);
      if (entry.versions.some(([tag, version]) => (versions.get(tag) ?? 0) !== version)) {
        drop(key);
        return Promise.resolve(undefined);
      }
      entries.delete(key);
      entries.set(key, entry);
      return Promise.resolve(entry.page);
    },
    put: (key, page, tags, since) => {
      if (since !== epoch || maxBytes === 0) return Promise.resolve();
      drop(key);
      const entry = {
        page,
        versions: tags.map((tag): [string, number] => [tag, versions.get(tag) ?? 0]),
        bytes: page.body.length * 2 + key.length * 2 + 256,
      };
      entries.set(key, entry);
      bytes += entry.bytes;
      for (const oldest of entries.keys()) {
        if (bytes <= maxBytes) break;
        drop(oldest);
      }
      return Promise.resolve();
    },
    invalidate: (tags) => {
      epoch += 1;
      for (const tag of tags) versions.set(tag, (versions.get(tag) ?? 0) + 1);
      return Promise.resolve();
    },
    close: () => {
      entries.clear();
      return Promise.resolve();
    },
  };
}

// The checks run inside Redis, so a get or a put sees one consistent moment. Versions are read by
// key names built in the script (fine on one Redis, not on a cluster; see ADR 022).
const GET_SCRIPT = `
local stored = redis.call('GET', KEYS[1])
if not stored then return nil end
local entry = cjson.decode(stored)
for _, pair in ipairs(entry.v) do
  if tonumber(redis.call('GET', ARGV[1] .. pair[1]) or '0') ~= pair[2] then
    redis.call('DEL', KEYS[1])
    return nil
  end
end
return entry.p
`;
const PUT_SCRIPT = `
if tonumber(redis.call('GET', KEYS[2]) or '0') ~= tonumber(ARGV[2]) then return 0 end
local pairs = {}
for i = 5, #ARGV do
  pairs[#pairs + 1] = { ARGV[i], tonumber(redis.call('GET', ARGV[1] .. ARGV[i]) or '0') }
end
redis.call('SET', KEYS[1], cjson.encode({ p = ARGV[3], v = pairs }), 'EX', ARGV[4])
return 1
`;

/** Shared by every instance: an invalidation on one is seen by the next read on any. */
function redisPageCache(url: string, prefix: string): PageCache {
  const redis = new Redis(url, { maxRetriesPerRequest: 1 });
  // Failed operations are reported by `failSoft`; each reconnection attempt adds nothing.
  redis.on('error', () => undefined);
  // While Redis is away an operation fails at once (a miss) instead of waiting in ioredis' queue
  // for the next reconnection attempt; at start, before the first connection, it waits.
  const whenUp = <T>(run: () => Promise<T>): Promise<T> =>
    redisIsAway(redis) ? Promise.reject(new Error('Redis is away')) : run();
  const epochKey = `${prefix}epoch`;
  const vPrefix = `${prefix}v:`;
  const pageKey = (key: string) => `${prefix}p:${key}`;
  return {
    epoch: () => whenUp(async () => Number((await redis.get(epochKey)) ?? 0)),
    get: (key) =>
      whenUp(async () => {
        const stored = (await redis.eval(GET_SCRIPT, 1, pageKey(key), vPrefix)) as string | null;
        return stored ? (JSON.parse(stored) as CachedPage) : undefined;
      }),
    put: (key, page, tags, since) =>
      whenUp(async () => {
        await redis.eval(
          PUT_SCRIPT,
          2,
          pageKey(key),
          epochKey,
          vPrefix,
          String(since),
          JSON.stringify(page),
          String(TTL_SECONDS),
          ...tags,
        );
      }),
    invalidate: (tags) =>
      whenUp(async () => {
        const multi = redis.multi();
        for (const tag of tags) multi.incr(`${vPrefix}${tag}`);
        multi.incr(epochKey);
        await multi.exec();
      }),
    close: () => closeRedis(redis),
  };
}
