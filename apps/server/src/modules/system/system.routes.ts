import { ErrorCode, healthRoute, readyRoute } from '@vernissage/shared';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/client.js';
import { AppError } from '../../platform/errors.js';
import { registerRoute } from '../../platform/http/register-route.js';

/** `GET /api/health` (the process answers) and `GET /api/ready` (the database answers). */
export function registerSystemRoutes(app: FastifyInstance, database: DatabaseHandle) {
  registerRoute(app, healthRoute, async () => ({ status: 'ok' as const, uptime: process.uptime() }));

  registerRoute(app, readyRoute, async ({ request }) => {
    try {
      await database.ping();
    } catch (error) {
      request.log.warn({ err: error }, 'database did not answer');
      throw new AppError(ErrorCode.unavailable, 'The database does not answer.');
    }
    return { status: 'ready' as const, database: database.kind };
  });
}
