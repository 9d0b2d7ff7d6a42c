import { Resolver } from 'node:dns/promises';
import type { IncomingMessage } from 'node:http';
import { SITE_HOST_RECORD_PREFIX, type SITE_HOST_PROBLEMS } from '@vernissage/shared';
import type { Database } from '../../db/client.js';
import { verifiedHosts } from './website.repository.js';

/** How often each instance re-reads the verified hosts (another instance may have changed one). */
const REFRESH_MS = 30_000;

/** Paths a site's own host passes to the platform unchanged: the pictures, shared fonts, icon and the API. */
const PASSED_THROUGH = ['/files/', '/site-assets/', '/api/', '/favicon.ico'];

/** The TXT record's name for a host, and the value that proves a site's claim to it. */
export const hostRecordName = (host: string) => `${SITE_HOST_RECORD_PREFIX}.${host}`;
export const hostRecordValue = (token: string) => `vernissage-site-verification=${token}`;

/**
 * The verified own host names and the sites they serve (ADR 023). A request whose `Host` is one
 * of them is rewritten, before routing, to that site's pages (`/works` → `/web/{name}/works`), and
 * remembered, so the page is rendered with the host's own addresses.
 */
export interface SiteHosts {
  /** Fastify's `rewriteUrl`: synchronous, so it reads the map this instance keeps. */
  rewriteUrl(request: IncomingMessage): string;
  /** The own host a request came in by, when it was rewritten. */
  servedHost(request: IncomingMessage): string | undefined;
  /** Re-reads the verified hosts now (after a change on this instance) and every 30 seconds. */
  load(db: Database): Promise<void>;
  stop(): void;
}

export function createSiteHosts(options: { trustProxy: boolean }): SiteHosts {
  let names = new Map<string, string>();
  const served = new WeakMap<IncomingMessage, string>();
  let timer: NodeJS.Timeout | undefined;

  const hostOf = (request: IncomingMessage) => {
    const forwarded = options.trustProxy ? request.headers['x-forwarded-host'] : undefined;
    const raw = (Array.isArray(forwarded) ? forwarded[0] : forwarded?.split(',')[0]) ?? request.headers.host ?? '';
    return raw.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  };

  return {
    rewriteUrl(request) {
      const url = request.url ?? '/';
      if (names.size === 0) return url;
      const host = hostOf(request);
      const name = names.get(host);
      if (!name || PASSED_THROUGH.some((prefix) => url.startsWith(prefix))) return url;
      served.set(request, host);
      // `/` is the site's home, `/?lang=en` its English home, anything else a page under it.
      return `/web/${name}${url.startsWith('/?') || url === '/' ? url.slice(1) : url}`;
    },
    servedHost: (request) => served.get(request),
    async load(db) {
      names = new Map((await verifiedHosts(db)).map((row) => [row.host, row.name]));
      if (!timer) {
        timer = setInterval(() => {
          verifiedHosts(db)
            .then((rows) => void (names = new Map(rows.map((row) => [row.host, row.name]))))
            .catch(() => undefined);
        }, REFRESH_MS);
        timer.unref();
      }
    },
    stop() {
      clearInterval(timer);
      timer = undefined;
    },
  };
}

export type HostProblem = (typeof SITE_HOST_PROBLEMS)[number];

/**
 * Looks the host's TXT record up (at `SITE_DNS_SERVERS`, or the system's resolvers): null when it
 * holds the value, otherwise why not.
 */
export async function checkHostRecord(servers: string[], host: string, token: string): Promise<HostProblem | null> {
  const resolver = new Resolver({ timeout: 3000, tries: 2 });
  if (servers.length > 0) resolver.setServers(servers);
  try {
    const records = await resolver.resolveTxt(hostRecordName(host));
    return records.some((chunks) => chunks.join('') === hostRecordValue(token)) ? null : 'mismatch';
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    return code === 'ENOTFOUND' || code === 'ENODATA' ? 'not_found' : 'dns_error';
  }
}
