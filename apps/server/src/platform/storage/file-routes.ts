import { ErrorCode } from '@vernissage/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.js';
import { type FileStorage, isStorageKey } from './file-storage.js';

/** Stored files are written once under a key unique to the upload, so they can be cached forever. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Where `registerFileRoutes` serves a key: `${FILES_PATH}/${key}`. */
export const FILES_PATH = '/files';

/** The public URL path of a stored file. */
export function fileUrlPath(key: string): string {
  return `${FILES_PATH}/${key}`;
}

/**
 * `GET /files/*` serves stored files with their content type, an ETag and a year of immutable
 * caching. Anything that is not a valid storage key (`..`, encoded slashes, a leading `/`) is a
 * 404 before the store is asked, so no path can reach outside the store.
 */
export function registerFileRoutes(app: FastifyInstance, storage: FileStorage) {
  app.get<{ Params: { '*': string } }>(`${FILES_PATH}/*`, { schema: { hide: true } }, async (request, reply) => {
    const key = request.params['*'];
    const file = isStorageKey(key) ? await storage.get(key) : null;
    if (!file) throw new AppError(ErrorCode.notFound, 'No such file.');

    reply
      .header('content-type', file.contentType)
      .header('cache-control', IMMUTABLE_CACHE_CONTROL)
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
