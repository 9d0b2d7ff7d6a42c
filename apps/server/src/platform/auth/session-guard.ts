import { ErrorCode, type WorkspaceRole } from '@vernissage/shared';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiTokenOf, type ApiTokenGrant } from './api-token-guard.js';
import { findLiveSessionUser, findUserById, type UserRow } from './identity.repository.js';
import { signedSessionToken } from './session-cookie.js';
import type { AppContext } from '../context.js';
import { AppError } from '../errors.js';

/** Who is calling: taken only from the session, never from a header or body id. */
export interface Identity {
  userId: string;
  sessionId: string;
  user: UserRow;
  /**
   * Set when the call is made with an API token (ADR 040): the caller is the token's creator,
   * bound to the token's workspace and scopes.
   */
  apiToken?: ApiTokenGrant;
  /**
   * Set on the identity a page lends to its loaders' reads (`lendPageIdentity`): the caller's
   * roles read for them, by workspace, so a render reads each once however many calls need it.
   */
  pageRoles?: Map<string, Promise<WorkspaceRole | null>>;
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
 * The identities of page requests being rendered, lent to the API calls their loaders make
 * inside the process (platform/web/page-api.ts), so a page looks its session up once rather
 * than once per call. The key is random and never leaves the process, and it is honoured only
 * with the page's own cookie and no bearer token; it is dropped when the page has answered.
 */
const pageIdentities = new Map<string, { cookie: string; identity: Promise<Identity | null> }>();

/** The header an in-process API call of a page carries its page's key in. */
export const PAGE_IDENTITY_HEADER = 'x-vernissage-page-identity';

/**
 * A page request's identity (null without a session cookie), lent to the API calls of its
 * loaders: they carry `headers`.
 */
export function lendPageIdentity(
  request: FastifyRequest,
  reply: FastifyReply,
  ctx: AppContext,
): { identity: Promise<Identity | null>; headers: Record<string, string> } {
  const cookie = request.headers.cookie;
  if (!cookie?.includes('session_token')) return { identity: Promise.resolve(null), headers: {} };
  const key = randomBytes(16).toString('base64url');
  // The front door (`GET /`) has looked it up already, to choose between its landing and the app.
  const identity = request.identity ? Promise.resolve(request.identity) : identify(request, ctx);
  const lent = identity.then((found) => found && { ...found, pageRoles: new Map() });
  pageIdentities.set(key, { cookie, identity: lent });
  reply.raw.once('close', () => pageIdentities.delete(key));
  return { identity, headers: { [PAGE_IDENTITY_HEADER]: key } };
}

/**
 * The identity lent to this in-process call by its page, if it is one and may use it. Only reads
 * borrow it: the roles it has read hold for one render's reads, and a write reads its own.
 */
function lentIdentity(request: FastifyRequest): Promise<Identity | null> | undefined {
  const key = request.headers[PAGE_IDENTITY_HEADER];
  if (typeof key !== 'string' || request.headers.authorization || request.method !== 'GET') return undefined;
  const lent = pageIdentities.get(key);
  return lent && lent.cookie === request.headers.cookie ? lent.identity : undefined;
}

/**
 * Resolves the caller's identity: a bearer access token (checked against its session, so a
 * sign-out revokes it at once), or else the browser's session cookie. Null when neither holds.
 * An API token (`vt_…`) is resolved by its own guard (api-token-guard.ts), on the routes of the
 * contract only: elsewhere (files, pages) it identifies nobody.
 */
export async function identify(request: FastifyRequest, ctx: AppContext): Promise<Identity | null> {
  const lent = lentIdentity(request);
  if (lent) return lent;
  if (apiTokenOf(request)) return request.apiTokenIdentity;
  const bearer = BEARER.exec(request.headers.authorization ?? '')?.[1];
  if (bearer) {
    const claims = await ctx.tokens.verify(bearer);
    if (!claims) return null;
    const found = await findLiveSessionUser(ctx.db, { id: claims.sessionId });
    if (!found || found.user.id !== claims.userId) return null;
    return unlockedIdentity(found.user, found.sessionId);
  }
  return request.headers.cookie ? cookieIdentity(request.headers.cookie, ctx) : null;
}

/**
 * A browser's identity from its session cookie: its signature checked, then the live session and
 * its user in one query. A session due to be extended (a day after it last was: `updateAge`),
 * and one not found live, go through better-auth's own lookup, which extends the one and deletes
 * the other as it always has; the app then reads the user's own columns, which better-auth's
 * user lacks.
 */
async function cookieIdentity(cookie: string, ctx: AppContext): Promise<Identity | null> {
  const auth = await ctx.auth.$context;
  const token = signedSessionToken(cookie, auth.authCookies.sessionToken.name, auth.secret);
  if (!token) return null;
  const found = await findLiveSessionUser(ctx.db, { token });
  const { expiresIn, updateAge } = auth.sessionConfig;
  if (found && found.expiresAt.getTime() > Date.now() + (expiresIn - updateAge) * 1000) {
    return unlockedIdentity(found.user, found.sessionId);
  }
  const session = await ctx.auth.api.getSession({ headers: new Headers({ cookie }) });
  if (!session) return null;
  return unlockedIdentity(await findUserById(ctx.db, session.user.id), session.session.id);
}

/**
 * The identity of a session's user. A locked account has none even with a session that
 * survived (locking deletes them; this is the second line), so it is refused everywhere.
 */
function unlockedIdentity(user: UserRow | undefined, sessionId: string): Identity | null {
  return user && !user.lockedAt ? { userId: user.id, sessionId, user } : null;
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
