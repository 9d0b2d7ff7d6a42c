import {
  adminOpportunityListRoute,
  adminOpportunityRoute,
  createOpportunityRoute,
  deleteOpportunityRoute,
  opportunityListRoute,
  opportunityRoute,
  savedOpportunitiesRoute,
  saveOpportunityRoute,
  unsaveOpportunityRoute,
  updateOpportunityRoute,
} from '@vernissage/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.js';
import { registerRoute } from '../../platform/http/register-route.js';
import * as opportunities from './opportunity.service.js';

/** SPEC.md §7 Other: opportunities, with the saves and the admins' calls ADR 033 adds. */
export function registerOpportunityRoutes(app: FastifyInstance, ctx: AppContext) {
  registerRoute(app, opportunityListRoute, ({ query }) => opportunities.listOpportunities(ctx, query));
  registerRoute(app, opportunityRoute, ({ params }) => opportunities.getOpportunity(ctx, params.id));
  registerRoute(app, savedOpportunitiesRoute, ({ identity, query }) =>
    opportunities.savedOpportunities(ctx, identity, query),
  );
  registerRoute(app, saveOpportunityRoute, ({ identity, params }) =>
    opportunities.saveOpportunity(ctx, identity, params.id),
  );
  registerRoute(app, unsaveOpportunityRoute, ({ identity, params }) =>
    opportunities.unsaveOpportunity(ctx, identity, params.id),
  );
  registerRoute(app, adminOpportunityListRoute, ({ identity, query }) =>
    opportunities.listAllOpportunities(ctx, identity, query),
  );
  registerRoute(app, adminOpportunityRoute, ({ identity, params }) =>
    opportunities.getAnyOpportunity(ctx, identity, params.id),
  );
  registerRoute(app, createOpportunityRoute, ({ identity, body }) =>
    opportunities.createOpportunity(ctx, identity, body),
  );
  registerRoute(app, updateOpportunityRoute, ({ identity, params, body }) =>
    opportunities.updateOpportunity(ctx, identity, params.id, body),
  );
  registerRoute(app, deleteOpportunityRoute, ({ identity, params }) =>
    opportunities.deleteOpportunity(ctx, identity, params.id),
  );
}
