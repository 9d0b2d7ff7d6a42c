import { apiTokenCallsRoute, apiTokensRoute, createApiTokenRoute, revokeApiTokenRoute } from '@vernissage/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.js';
import { registerRoute } from '../../platform/http/register-route.js';
import * as tokens from './api-token.service.js';

/** A workspace's API tokens (ADR 040); the guard that lets them in is platform/auth/api-token-guard.ts. */
export function registerApiTokenRoutes(app: FastifyInstance, ctx: AppContext) {
  registerRoute(app, apiTokensRoute, ({ identity, headers }) => tokens.listTokens(ctx, identity, headers.gid));
  registerRoute(app, createApiTokenRoute, ({ identity, headers, body }) =>
    tokens.createToken(ctx, identity, headers.gid, body),
  );
  registerRoute(app, revokeApiTokenRoute, ({ identity, headers, params }) =>
    tokens.revokeToken(ctx, identity, headers.gid, params.id),
  );
  registerRoute(app, apiTokenCallsRoute, ({ identity, headers, params, query }) =>
    tokens.tokenCalls(ctx, identity, headers.gid, params.id, query),
  );
}
