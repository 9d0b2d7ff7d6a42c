import {
  createFairRoute,
  deleteFairRoute,
  fairAccessRoute,
  fairListRoute,
  fairRoute,
  updateFairRoute,
} from '@vernissage/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.js';
import { registerRoute } from '../../platform/http/register-route.js';
import * as fairs from './fair.service.js';

/** SPEC.md §7 Fairs: organising a fair (ADR 031). */
export function registerFairRoutes(app: FastifyInstance, ctx: AppContext) {
  registerRoute(app, createFairRoute, ({ identity, headers, body }) =>
    fairs.createFair(ctx, identity, headers.gid, body),
  );
  registerRoute(app, updateFairRoute, ({ identity, headers, body }) =>
    fairs.updateFair(ctx, identity, headers.gid, headers.fairid, body),
  );
  registerRoute(app, fairListRoute, ({ identity, headers }) => fairs.listFairs(ctx, identity, headers.gid));
  registerRoute(app, fairRoute, ({ identity, headers, params }) =>
    fairs.getFair(ctx, identity, headers.gid, params.id),
  );
  registerRoute(app, deleteFairRoute, ({ identity, headers }) =>
    fairs.deleteFair(ctx, identity, headers.gid, headers.fairid),
  );
  registerRoute(app, fairAccessRoute, ({ identity, headers, body }) =>
    fairs.setFairAccess(ctx, identity, headers.gid, body),
  );
}
