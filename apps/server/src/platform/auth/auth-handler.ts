import { ErrorCode } from '@vernissage/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.js';
import { sendWebResponse, toWebRequest } from '../http/fetch-bridge.js';
import { rawBodyValues, refuseNul } from '../http/refuse-nul.js';
import { authEndpointLimit } from '../rate-limit.js';
import type { Auth } from './auth.js';
import { AUTH_BASE_PATH, CLIENT_IP_HEADER } from './auth.js';

/**
 * The better-auth endpoints a browser needs: provider sign-in and its callbacks, e-mail
 * verification, password reset, and the public keys of access tokens. The rest (get-session,
 * list-sessions and the like answer session tokens in their bodies) stay closed: the spec's own
 * routes cover sessions.
 */
const OPEN_AUTH_PATHS = [
  '/sign-in/social',
  '/callback/',
  '/oauth2/callback/',
  '/verify-email',
  '/send-verification-email',
  '/request-password-reset',
  '/reset-password',
  '/jwks',
  '/error',
];

function isOpenAuthPath(url: string): boolean {
  const path = url.split('?')[0]!.slice(AUTH_BASE_PATH.length);
  return OPEN_AUTH_PATHS.some((open) =>
    open.endsWith('/') ? path.startsWith(open) : path === open || path.startsWith(`${open}/`),
  );
}

/**
 * Mounts better-auth's own endpoints (provider redirects and callbacks, e-mail verification,
 * password reset, sign-out, JWKS) under /api/auth. They read their bodies themselves. They are
 * rate-limited here, per socket address (or the proxy's word when TRUST_PROXY is set), and
 * better-auth learns the client's address from a header only this server writes.
 */
export async function registerAuthHandler(app: FastifyInstance, auth: Auth) {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    // Bodies are small forms and JSON: read whole, so a NUL can be refused before better-auth
    // hands it to PostgreSQL (which answers it with a 500).
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    scope.route({
      method: ['GET', 'POST'],
      url: `${AUTH_BASE_PATH}/*`,
      schema: { hide: true },
      config: { rateLimit: authEndpointLimit(AUTH_BASE_PATH) },
      handler: async (request, reply) => {
        if (!isOpenAuthPath(request.url)) throw new AppError(ErrorCode.notFound, 'No such endpoint.');
        refuseNul({
          params: request.params,
          query: request.query,
          body: Buffer.isBuffer(request.body)
            ? rawBodyValues(request.body, request.headers['content-type'])
            : undefined,
        });
        const webRequest = toWebRequest(request, reply);
        webRequest.headers.set(CLIENT_IP_HEADER, request.ip);
        return sendWebResponse(reply, await auth.handler(webRequest));
      },
    });
  });
}
