import { adminChangesRoute, adminLeadsExportRoute, adminLeadsRoute, adminUserLockRoute } from '@vernissage/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.js';
import { registerRoute } from '../../platform/http/register-route.js';
import * as admin from './admin.service.js';

/** The platform admin console (issue 13): locks, leads, the change log. */
export function registerAdminRoutes(app: FastifyInstance, ctx: AppContext) {
  registerRoute(app, adminUserLockRoute, ({ identity, params, body }) =>
    admin.setUserLock(ctx, identity, params.uid, body.locked),
  );
  registerRoute(app, adminLeadsRoute, ({ identity, query }) => admin.listLeads(ctx, identity, query));
  registerRoute(app, adminLeadsExportRoute, async ({ identity, reply }) => {
    const csv = await admin.exportLeads(ctx, identity);
    const day = new Date().toISOString().slice(0, 10);
    // A text/csv string is sent as it is (Fastify serialises only JSON content types).
    void reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="leads-${day}.csv"`)
      .header('cache-control', 'no-store');
    return csv;
  });
  registerRoute(app, adminChangesRoute, ({ identity, query }) => admin.listChanges(ctx, identity, query));
}
