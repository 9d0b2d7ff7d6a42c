import {
  adminUserRoute,
  adminUsersRoute,
  allowMarketingRoute,
  authProvidersRoute,
  checkCodeRoute,
  deleteUserRoute,
  getUserRoute,
  kakaoOauthRoute,
  leadRoute,
  loginRoute,
  logoutRoute,
  signupArtistWithKakaoRoute,
  signupRoute,
  signupWithKakaoRoute,
  tokenRoute,
  updateEmailRoute,
  updateLocaleRoute,
  updateNameRoute,
  updatePhoneRoute,
  usedCodeRoute,
  userMethodRoute,
  UserType,
  type AuthResult,
  type LoginMethod,
  type TokenDeliveryHeaders,
} from '@vernissage/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context.js';
import { identify } from '../../platform/auth/session-guard.js';
import { declaredLocale } from '../../platform/http/request-locale.js';
import { registerRoute } from '../../platform/http/register-route.js';
import { publicFormLimit, signInAddressLimit, signInLimit, signUpLimit } from '../../platform/rate-limit.js';
import { listWorkspaces } from '../workspace/workspace.service.js';
import * as users from './user.service.js';

const BEARER = /^Bearer\s+(\S+)$/i;

/** Per account and address, and per address across accounts (password spraying). */
const signInLimits = { rateLimit: signInLimit, alsoLimitedBy: [signInAddressLimit] };

function withCookies<T>(reply: FastifyReply, { result, setCookies }: users.WithCookies<T>): T {
  if (setCookies.length > 0) reply.header('set-cookie', setCookies);
  return result;
}

/**
 * A sign-in answer as the caller asked for it: the refresh token (the session's own token, as
 * good as the httpOnly cookie) only for API clients that send `x-token-delivery: body`.
 */
function delivered<T extends AuthResult | null>(result: T, headers: TokenDeliveryHeaders): T {
  if (!result || headers['x-token-delivery'] === 'body') return result;
  return { ...result, refreshToken: null };
}

/** The cookie and, when the bearer is not an access token, the refresh token of a request. */
function refreshCredentials(request: FastifyRequest) {
  const bearer = BEARER.exec(request.headers.authorization ?? '')?.[1];
  const isAccessToken = bearer?.split('.').length === 3;
  return { cookie: request.headers.cookie, refreshToken: isAccessToken ? undefined : bearer };
}

/** SPEC.md §7 Auth/user: sign-up, sign-in, sessions and the account. */
export function registerUserRoutes(app: FastifyInstance, ctx: AppContext) {
  registerRoute(app, authProvidersRoute, async () => ({
    methods: ['credentials', ...ctx.config.oidcProviders.map((provider) => provider.id)] as LoginMethod[],
  }));

  registerRoute(
    app,
    signupRoute,
    async ({ request, body, headers }) => {
      // A signed-in provider identity completes its sign-up; anyone else signs up with e-mail.
      const identity = await identify(request, ctx);
      const result = identity
        ? await users.completeSignup(ctx, identity, body, declaredLocale(request))
        : await users.signupWithPassword(ctx, body, declaredLocale(request));
      return delivered(result, headers);
    },
    { rateLimit: signUpLimit },
  );

  registerRoute(
    app,
    loginRoute,
    async ({ body, headers, reply }) => delivered(withCookies(reply, await users.login(ctx, body)), headers),
    signInLimits,
  );

  registerRoute(
    app,
    kakaoOauthRoute,
    async ({ body, headers, reply }) => {
      const result = withCookies(reply, await users.kakaoOauth(ctx, body));
      return { ...result, session: delivered(result.session, headers) };
    },
    signInLimits,
  );
  registerRoute(
    app,
    signupWithKakaoRoute,
    async ({ request, body, headers, reply }) =>
      delivered(withCookies(reply, await users.signupWithKakao(ctx, body, declaredLocale(request))), headers),
    { rateLimit: signUpLimit },
  );
  registerRoute(
    app,
    signupArtistWithKakaoRoute,
    async ({ request, body, headers, reply }) =>
      delivered(
        withCookies(
          reply,
          await users.signupWithKakao(ctx, { ...body, type: UserType.artist }, declaredLocale(request)),
        ),
        headers,
      ),
    { rateLimit: signUpLimit },
  );

  registerRoute(app, tokenRoute, ({ request }) => users.refreshAccessToken(ctx, refreshCredentials(request)));

  registerRoute(app, logoutRoute, async ({ request, reply }) => {
    const identity = await identify(request, ctx);
    reply.header('set-cookie', await users.logout(ctx, identity, refreshCredentials(request)));
    return { ok: true as const };
  });

  registerRoute(app, getUserRoute, ({ identity, headers }) => users.getUser(ctx, identity, headers.uid), {
    allowIncompleteSignup: true,
  });

  registerRoute(
    app,
    deleteUserRoute,
    async ({ identity, headers, reply }) => {
      const { self } = await users.deleteUser(ctx, identity, headers.deleteuid);
      if (self) reply.header('set-cookie', await users.logout(ctx, null, {}));
      return { ok: true as const };
    },
    { allowIncompleteSignup: true },
  );

  registerRoute(app, userMethodRoute, ({ headers }) => users.loginMethodsOf(ctx, headers.email), {
    rateLimit: publicFormLimit,
  });
  registerRoute(app, updateNameRoute, ({ identity, body }) => users.updateProfile(ctx, identity, body));
  registerRoute(app, updatePhoneRoute, ({ identity, body }) => users.updateProfile(ctx, identity, body));
  registerRoute(app, updateEmailRoute, ({ identity, body }) => users.updateEmail(ctx, identity, body.email));
  registerRoute(app, updateLocaleRoute, ({ identity, body }) => users.updateProfile(ctx, identity, body));
  registerRoute(app, allowMarketingRoute, ({ identity, headers }) =>
    users.updateProfile(ctx, identity, { allowMarketing: headers.allowmarketing === 'true' }),
  );

  registerRoute(app, checkCodeRoute, ({ headers }) => users.checkCode(ctx, headers.code), {
    rateLimit: publicFormLimit,
  });
  registerRoute(app, usedCodeRoute, ({ identity, headers }) => users.usedCode(ctx, identity, headers.uid));

  registerRoute(
    app,
    leadRoute,
    async ({ body }) => {
      await users.saveLead(ctx, body);
      return { ok: true as const };
    },
    { rateLimit: publicFormLimit },
  );

  registerRoute(app, adminUsersRoute, ({ identity, query }) => users.searchUsers(ctx, identity, query));
  registerRoute(app, adminUserRoute, async ({ identity, params }) => {
    users.requireAdmin(identity);
    const user = await users.loadUser(ctx, params.uid);
    const asThemselves = { ...identity, userId: params.uid };
    return { ...user, workspaces: await listWorkspaces(ctx, asThemselves) };
  });
}
