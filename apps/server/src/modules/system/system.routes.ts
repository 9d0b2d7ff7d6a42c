import { ErrorCode, healthRoute, readyRoute } from '@vernissage/shared';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/client.js';
import { AppError } from '../../platform/errors.js';
import { registerRoute } from '../../platform/http/register-route.js';
import { createRedisHealth } from '../../platform/redis.js';

/**
 * `GET /api/health` (the process answers) and `GET /api/ready` (the database answers: else 503).
 * With REDIS_URL, readiness also says whether Redis answers; without it the instance still serves
 * (`degraded`: rate limits count per instance and events reach only its own pages), so it stays in
 * the balancer's rotation (ADR 049).
 */
export function registerSystemRoutes(app: FastifyInstance, database: DatabaseHandle, redisUrl: string | undefined) {
  registerRoute(app, healthRoute, async () => ({ status: 'ok' as const, uptime: process.uptime() }));

  const redis = redisUrl ? createRedisHealth(redisUrl) : undefined;
  if (redis) app.addHook('onClose', async () => redis.close());

  registerRoute(app, readyRoute, async ({ request }) => {
    try {
      await database.ping();
    } catch (error) {
      request.log.warn({ err: error }, 'database did not answer');
      throw new AppError(ErrorCode.unavailable, 'The database does not answer.');
    }
    if (!redis) return { status: 'ready' as const, database: database.kind };
    const state = await redis.check();
    if (state === 'down') request.log.warn('Redis does not answer: serving degraded');
    return {
      status: state === 'up' ? ('ready' as const) : ('degraded' as const),
      database: database.kind,
      redis: state,
    };
  });
}
