import { canManageWorkspace, ErrorCode, type ApiTokenScope } from '@vernissage/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { AppError } from '../errors.js';
import { findApiTokenByHash, recordApiTokenCall } from './api-token-access.repository.js';
import { scopeNeededFor } from './api-token-scopes.js';
import { hashApiToken, isApiToken } from './api-token-secret.js';
import { findUserById, roleIn } from './identity.repository.js';
import type { Identity } from './session-guard.js';

/** What a call made with an API token may reach: one workspace, some scopes. */
export interface ApiTokenGrant {
  id: string;
  gid: string;
  scopes: readonly ApiTokenScope[];
}

declare module 'fastify' {
  interface FastifyRequest {
    /** A call made with an API token that passed the guard: the token's creator, bound to its grant. */
    apiTokenIdentity: Identity | null;
    /** The token a call was made with, once it is known to be live: what the audit records. */
    apiTokenCall: { id: string; gid: string } | null;
  }
}

const BEARER = /^Bearer\s+(\S+)$/i;

/** The audits being written, so tests (and a graceful close) can wait for them. */
const pendingAudits = new Set<Promise<void>>();

/** Resolves when every token call answered so far has been recorded. */
export async function apiTokenAuditsSettled(): Promise<void> {
  while (pendingAudits.size > 0) await Promise.all([...pendingAudits]);
}

/** The API token a request carries as its bearer, if it carries one. */
export function apiTokenOf(request: FastifyRequest): string | null {
  const bearer = BEARER.exec(request.headers.authorization ?? '')?.[1];
  return bearer && isApiToken(bearer) ? bearer : null;
}

function forbidden(message: string): AppError {
  return new AppError(ErrorCode.forbidden, message);
}

/** The `gid`s a request names: in its headers, query, path and (top-level) body. */
function namedWorkspaces(request: FastifyRequest): unknown[] {
  const parts = [request.headers, request.query, request.params, request.body] as unknown[];
  return parts.flatMap((part) =>
    part !== null && typeof part === 'object' && !Array.isArray(part) && 'gid' in part ? [part.gid] : [],
  );
}

/**
 * API tokens at the door (ADR 040), for every route of the contract. A call whose bearer is a
 * `vt_` token is answered 401 when the token is unknown, revoked or expired; 429 past the token's
 * own rate limit; 403 when the route is outside the token's scopes (or no token may call it),
 * when it names another workspace, or when the token's creator is no longer an owner or admin of
 * the token's workspace. Otherwise the call runs as the creator, bound to the token's workspace
 * (`Identity.apiToken`), so it never gets more than the creator has. Every call of a live token
 * is recorded after it is answered.
 *
 * Registered before the session guard, whose `identify` then takes the identity set here.
 */
export function registerApiTokenGuard(app: FastifyInstance, ctx: AppContext, options: { apiPrefix: string }) {
  app.decorateRequest('apiTokenIdentity', null);
  app.decorateRequest('apiTokenCall', null);
  const limit = app.createRateLimit({
    max: ctx.config.auth.apiTokenCallsPerMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => `api-token|${request.apiTokenCall?.id ?? ''}`,
  });

  const authenticate = async (request: FastifyRequest) => {
    const token = apiTokenOf(request);
    if (!token) return;
    const row = await findApiTokenByHash(ctx.db, hashApiToken(token));
    if (!row || row.revokedAt || (row.expiresAt && row.expiresAt <= new Date())) {
      throw new AppError(ErrorCode.unauthenticated, 'This API token is unknown, revoked or expired.');
    }
    request.apiTokenCall = { id: row.id, gid: row.galleryId };

    const counted = await limit(request);
    if (!counted.isAllowed && counted.isExceeded) {
      throw new AppError(
        ErrorCode.rateLimited,
        `Too many calls with this token: try again in ${counted.ttlInSeconds} seconds.`,
      );
    }

    const path = request.routeOptions.url?.slice(options.apiPrefix.length) ?? '';
    const scope = scopeNeededFor(request.method, path);
    if (!scope) throw forbidden('API tokens cannot call this route; sign in to use it.');
    if (!row.scopes.includes(scope)) throw forbidden(`This token lacks the "${scope}" scope.`);
    if (namedWorkspaces(request).some((gid) => gid !== row.galleryId)) {
      throw forbidden('This token belongs to another workspace.');
    }

    const [user, role] = await Promise.all([
      findUserById(ctx.db, row.createdBy),
      roleIn(ctx.db, row.galleryId, row.createdBy),
    ]);
    if (!user || user.lockedAt || !canManageWorkspace(role)) {
      throw forbidden('The person who made this token no longer manages its workspace.');
    }
    request.apiTokenIdentity = {
      userId: user.id,
      sessionId: `api-token:${row.id}`,
      user,
      apiToken: { id: row.id, gid: row.galleryId, scopes: row.scopes as ApiTokenScope[] },
    };
  };

  // The body is parsed after `onRequest`: its `gid` is checked once it is there.
  const checkBodyWorkspace = async (request: FastifyRequest) => {
    const grant = request.apiTokenIdentity?.apiToken;
    if (grant && namedWorkspaces(request).some((gid) => gid !== grant.gid)) {
      throw forbidden('This token belongs to another workspace.');
    }
  };

  const audit = async (request: FastifyRequest, reply: FastifyReply) => {
    const call = request.apiTokenCall;
    if (!call) return;
    const recorded = recordApiTokenCall(ctx.db, {
      tokenId: call.id,
      galleryId: call.gid,
      method: request.method,
      path: request.url.split('?')[0]!,
      status: reply.statusCode,
      at: new Date(),
    }).catch((error: unknown) => request.log.error({ err: error }, 'could not record an API token call'));
    pendingAudits.add(recorded);
    void recorded.finally(() => pendingAudits.delete(recorded));
  };

  // Calls answered before a close are recorded before the database goes.
  app.addHook('onClose', apiTokenAuditsSettled);

  app.addHook('onRoute', (route) => {
    if (!route.config?.auth) return;
    route.onRequest = [...[route.onRequest ?? []].flat(), authenticate];
    route.preHandler = [checkBodyWorkspace, ...[route.preHandler ?? []].flat()];
    route.onResponse = [...[route.onResponse ?? []].flat(), audit];
  });
}
