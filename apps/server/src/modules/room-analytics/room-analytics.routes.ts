import type { RateLimitOptions } from '@fastify/rate-limit';
import { roomAnalyticsRoute, roomVisitRoute } from '@vernissage/shared';
import type { FastifyInstance } from 'fastify';
import { identify } from '../../platform/auth/session-guard.js';
import type { AppContext } from '../../platform/context.js';
import { registerRoute } from '../../platform/http/register-route.js';
import { analyticsOfRoom, recordRoomVisit } from './room-analytics.service.js';

/** Beacons from one address: a page sends one every 15 s, so this leaves room for many open rooms. */
const visitLimit: RateLimitOptions = {
  max: 600,
  timeWindow: 10 * 60_000,
  keyGenerator: (request) => `room-beacon|${request.ip}`,
};

/** A room's visits reported by its page, and read by its workspace (ADR 019). */
export function registerRoomAnalyticsRoutes(app: FastifyInstance, ctx: AppContext) {
  registerRoute(
    app,
    roomVisitRoute,
    async ({ params, body, request }) =>
      recordRoomVisit(
        ctx,
        {
          path: params.path,
          cookieHeader: request.headers.cookie,
          userAgent: request.headers['user-agent'],
          viewer: request.headers.cookie ? await identify(request, ctx) : null,
        },
        body,
      ),
    { rateLimit: visitLimit },
  );
  registerRoute(app, roomAnalyticsRoute, ({ identity, headers }) => analyticsOfRoom(ctx, identity, headers.shareid));
}
