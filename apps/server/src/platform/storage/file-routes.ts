import { ErrorCode } from '@vernissage/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';
import { type FileStorage, isStorageKey } from './file-storage.js';

/** Stored files are written once under a key unique to the upload, so they can be cached forever. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Originals are served to the few who may see them, per request: no shared cache may keep one. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/**
 * Uploaded originals are stored as `…/original.<ext>` (see `storeImageAt`): the full-resolution
 * work, which outsiders never get. Derivatives beside them stay public and immutable.
 */
export function isPrivateKey(key: string): boolean {
  return /(?:^|\/)original\.[A-Za-z0-9]+$/.test(key);
}

export interface FileRouteOptions {
  /**
   * Whether the caller of this request may have this private key (an original). Without it no
   * private key is served to anyone.
   */
  canReadPrivate?: (request: FastifyRequest, key: string) => Promise<boolean>;
}

/** Where `registerFileRoutes` serves a key: `${FILES_PATH}/${key}`. */
export const FILES_PATH = '/files';

/** The public URL path of a stored file. */
export function fileUrlPath(key: string): string {
  return `${FILES_PATH}/${key}`;
}

/**
 * `GET /files/*` serves stored files with their content type, an ETag and a year of immutable
 * caching. Anything that is not a valid storage key (`..`, encoded slashes, a leading `/`) is a
 * 404 before the store is asked, so no path can reach outside the store. A private key (an
 * original) is served only when `canReadPrivate` admits the caller, uncached; to anyone else it
 * is a 404, as if it did not exist.
 */
export function registerFileRoutes(app: FastifyInstance, storage: FileStorage, options: FileRouteOptions = {}) {
  app.get<{ Params: { '*': string } }>(`${FILES_PATH}/*`, { schema: { hide: true } }, async (request, reply) => {
    const key = request.params['*'];
    const isPrivate = isPrivateKey(key);
    const allowed =
      isStorageKey(key) &&
      (!isPrivate || (options.canReadPrivate ? await options.canReadPrivate(request, key) : false));
    const file = allowed ? await storage.get(key) : null;
    if (!file) throw new AppError(ErrorCode.notFound, 'No such file.');

    reply
      .header('content-type', file.contentType)
      .header('cache-control', isPrivate ? PRIVATE_CACHE_CONTROL : IMMUTABLE_CACHE_CONTROL)
      .header('x-content-type-options', 'nosniff')
      // Images are embedded by galleries' own websites on other origins.
      .header('cross-origin-resource-policy', 'cross-origin')
      // Whatever a file holds, it is never run as a page of ours.
      .header('content-security-policy', "default-src 'none'; sandbox");
    if (file.etag) {
      reply.header('etag', file.etag);
      if (matchesEtag(request.headers['if-none-match'], file.etag)) {
        if (!Buffer.isBuffer(file.body)) file.body.destroy();
        return reply.code(304).send();
      }
    }
    reply.header('content-length', file.size);
    return reply.send(file.body);
  });
}

/** If-None-Match with `*`, the ETag, or a list holding it (weak comparison, as RFC 9110 says for GET). */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}
