import type { FastifyInstance } from 'fastify';
import { sendWebResponse, toWebRequest } from '../http/fetch-bridge.js';
import type { Auth } from './auth.js';
import { AUTH_BASE_PATH } from './auth.js';

/**
 * Mounts better-auth's own endpoints (provider redirects and callbacks, e-mail verification,
 * password reset, sign-out, JWKS) under /api/auth. They read their bodies themselves.
 */
export async function registerAuthHandler(app: FastifyInstance, auth: Auth) {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    scope.route({
      method: ['GET', 'POST'],
      url: `${AUTH_BASE_PATH}/*`,
      schema: { hide: true },
      handler: async (request, reply) => sendWebResponse(reply, await auth.handler(toWebRequest(request, reply))),
    });
  });
}
