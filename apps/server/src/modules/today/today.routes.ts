import { todayRoute } from '@vernissage/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.js';
import { registerRoute } from '../../platform/http/register-route.js';
import * as today from './today.service.js';

/** The home of the app: what a workspace has to do today (issue 17, ADR 037). */
export function registerTodayRoutes(app: FastifyInstance, ctx: AppContext) {
  registerRoute(app, todayRoute, ({ identity, headers }) => today.getToday(ctx, identity, headers.gid));
}
