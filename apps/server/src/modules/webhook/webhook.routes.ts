import {
  createWebhookEndpointRoute,
  deleteWebhookEndpointRoute,
  pingWebhookEndpointRoute,
  resendWebhookDeliveryRoute,
  updateWebhookEndpointRoute,
  webhookDeliveriesRoute,
  webhookEndpointsRoute,
  webhookSecretRoute,
} from '@vernissage/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.js';
import { registerRoute } from '../../platform/http/register-route.js';
import * as webhooks from './webhook.service.js';

/** A workspace's webhook endpoints and delivery logs (ADR 042). */
export function registerWebhookRoutes(app: FastifyInstance, ctx: AppContext) {
  registerRoute(app, webhookEndpointsRoute, ({ identity, headers }) =>
    webhooks.listEndpoints(ctx, identity, headers.gid),
  );
  registerRoute(app, createWebhookEndpointRoute, ({ identity, headers, body }) =>
    webhooks.createEndpoint(ctx, identity, headers.gid, body),
  );
  registerRoute(app, updateWebhookEndpointRoute, ({ identity, headers, params, body }) =>
    webhooks.updateEndpoint(ctx, identity, headers.gid, params.id, body),
  );
  registerRoute(app, deleteWebhookEndpointRoute, ({ identity, headers, params }) =>
    webhooks.deleteEndpoint(ctx, identity, headers.gid, params.id),
  );
  registerRoute(app, webhookSecretRoute, ({ identity, headers, params }) =>
    webhooks.revealSecret(ctx, identity, headers.gid, params.id),
  );
  registerRoute(app, webhookDeliveriesRoute, ({ identity, headers, params, query }) =>
    webhooks.listDeliveries(ctx, identity, headers.gid, params.id, query),
  );
  registerRoute(app, resendWebhookDeliveryRoute, ({ identity, headers, params }) =>
    webhooks.resendDelivery(ctx, identity, headers.gid, params.id, params.did),
  );
  registerRoute(app, pingWebhookEndpointRoute, ({ identity, headers, params }) =>
    webhooks.pingEndpoint(ctx, identity, headers.gid, params.id),
  );
}
