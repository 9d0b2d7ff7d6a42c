import type { BetterAuthPlugin } from 'better-auth';
import { createAuthEndpoint } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import { z } from 'zod';

/**
 * Server-only endpoints better-auth lacks: open a session for a user whose identity the platform
 * has verified itself (a Kakao token checked with Kakao, say), with better-auth's own cookie.
 */
export function vernissageSessions() {
  return {
    id: 'vernissage-sessions',
    endpoints: {
      createSessionFor: createAuthEndpoint.serverOnly(
        { method: 'POST', body: z.object({ userId: z.string().min(1) }) },
        async (ctx) => {
          const user = await ctx.context.internalAdapter.findUserById(ctx.body.userId);
          if (!user) throw new Error(`createSessionFor: no user ${ctx.body.userId}`);
          const session = await ctx.context.internalAdapter.createSession(user.id);
          await setSessionCookie(ctx, { session, user });
          return ctx.json({ token: session.token, sessionId: session.id });
        },
      ),
    },
  } satisfies BetterAuthPlugin;
}
