import { ErrorCode, outboxRoute } from '@vernissage/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context.js';
import { identify } from '../../platform/auth/session-guard.js';
import { AppError } from '../../platform/errors.js';
import { registerRoute } from '../../platform/http/register-route.js';
import { requireAdmin } from '../user/user.service.js';

/** True for a connection from this machine (IPv4 or IPv6 loopback, IPv4-mapped included). */
function fromLoopback(address: string | undefined): boolean {
  return !!address && (address === '::1' || /^(::ffff:)?127\./.test(address));
}

/**
 * Who may read the outbox: it holds password-reset and verification links, so reading it is
 * taking over accounts. Platform admins may; in `npm run dev` so may the developer at this
 * machine (a connection from loopback, whatever headers say). Everyone else is refused.
 */
async function authorizeOutboxReader(ctx: AppContext, request: FastifyRequest): Promise<void> {
  if (ctx.config.env === 'development' && fromLoopback(request.socket.remoteAddress)) return;
  const identity = await identify(request, ctx);
  if (!identity) throw new AppError(ErrorCode.unauthenticated, 'Sign in as a platform admin to read the outbox.');
  requireAdmin(identity);
}

/**
 * The outbox: with no SMTP server configured, mail is written under DATA_DIR and listed here for
 * platform admins (and the server log prints each message's links). With SMTP it does not exist.
 */
export function registerOutboxRoutes(app: FastifyInstance, ctx: AppContext) {
  registerRoute(app, outboxRoute, async ({ request }) => {
    if (ctx.mailer.kind !== 'outbox')
      throw new AppError(ErrorCode.notFound, 'Mail is sent by SMTP here: there is no outbox.');
    await authorizeOutboxReader(ctx, request);
    const entries = await ctx.mailer.list(50);
    return entries.map(({ id, to, subject, text, sentAt }) => ({ id, to, subject, text, sentAt }));
  });
}
