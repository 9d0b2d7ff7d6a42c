import { auditLogRoute } from '@vernissage/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.js';
import { registerRoute } from '../../platform/http/register-route.js';
import { listAudit } from './audit.service.js';

/** The workspace's audit log, for its owners (ADR 050). */
export function registerAuditRoutes(app: FastifyInstance, ctx: AppContext) {
  registerRoute(app, auditLogRoute, ({ identity, headers, query }) => listAudit(ctx, identity, headers.gid, query));
}
