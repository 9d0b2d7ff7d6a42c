import { ErrorCode } from '@vernissage/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findLiveSession, findUserById, type UserRow } from './identity.repository.js';
import type { AppContext } from '../context.js';
import { AppError } from '../errors.js';

/** Who is calling: taken only from the session, never from a header or body id. */
export interface Identity {
  userId: string;
  sessionId: string;
  user: UserRow;
}

declare module 'fastify' {
  interface FastifyRequest {
    identity: Identity | null;
  }
  interface FastifyContextConfig {
    /** Session routes an account may call before completing the sign-up form. */
    allowIncompleteSignup?: boolean;
  }
}

const BEARER = /^Bearer\s+(\S+)$/i;

/**
 * Resolves the caller's identity: a bearer access token (checked against its session, so a
 * sign-out revokes it at once), or else the browser's session cookie. Null when neither holds.
 */
export async function identify(request: FastifyRequest, ctx: AppContext): Promise<Identity | null> {
  const bearer = BEARER.exec(request.headers.authorization ?? '')?.[1];
  if (bearer) {
    const claims = await ctx.tokens.verify(bearer);
    if (!claims) return null;
    const session = await findLiveSession(ctx.db, claims.sessionId);
    if (!session || session.userId !== claims.userId) return null;
    const user = await findUserById(ctx.db, session.userId);
    return user ? { userId: user.id, sessionId: session.id, user } : null;
  }
  if (!request.headers.cookie) return null;
  const found = await ctx.auth.api.getSession({ headers: new Headers({ cookie: request.headers.cookie }) });
  if (!found) return null;
  const user = await findUserById(ctx.db, found.user.id);
  return user ? { userId: user.id, sessionId: found.session.id, user } : null;
}

/**
 * Guards every route declared `auth: 'session'`: no identity answers 401 with code 901, and an
 * account that has not completed sign-up may call only the routes that finish or end it.
 */
export function registerSessionGuard(app: FastifyInstance, ctx: AppContext) {
  app.decorateRequest('identity', null);
  const guard = async (request: FastifyRequest) => {
    const identity = await identify(request, ctx);
    if (!identity) {
      throw new AppError(ErrorCode.unauthenticated, 'Sign in to continue: the session is missing, expired or ended.');
    }
    if (identity.user.type === null && !request.routeOptions.config.allowIncompleteSignup) {
      throw new AppError(ErrorCode.signupIncomplete, 'Complete the sign-up form first.');
    }
    request.identity = identity;
  };
  // Set on session routes only: public routes (health, pages, files) pay for no hook at all.
  app.addHook('onRoute', (route) => {
    if (route.config?.auth !== 'session') return;
    route.onRequest = [...[route.onRequest ?? []].flat(), guard];
  });
}

/** The identity of a request that passed the session guard. */
export function identityOf(request: FastifyRequest): Identity {
  if (!request.identity) throw new AppError(ErrorCode.unauthenticated, 'Sign in to continue.');
  return request.identity;
}
