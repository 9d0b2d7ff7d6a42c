import { ErrorCode, outboxRoute } from '@vernissage/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { registerRoute } from '../../platform/http/register-route.js';

/**
 * The outbox: with no SMTP server configured, mail is written under DATA_DIR and listed here so
 * a newcomer can follow verification and invitation links. With SMTP it does not exist.
 */
export function registerOutboxRoutes(app: FastifyInstance, ctx: AppContext) {
  registerRoute(app, outboxRoute, async () => {
    if (ctx.mailer.kind !== 'outbox')
      throw new AppError(ErrorCode.notFound, 'Mail is sent by SMTP here: there is no outbox.');
    const entries = await ctx.mailer.list(50);
    return entries.map(({ id, to, subject, text, sentAt }) => ({ id, to, subject, text, sentAt }));
  });
}
