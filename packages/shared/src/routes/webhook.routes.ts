import { z } from 'zod';
import { defineRoute } from '../contract.js';
import { errorBodySchema } from '../errors.js';
import { idText } from '../input.js';
import { pageOf, pageQuerySchema } from '../pagination.js';
import {
  createdWebhookEndpointSchema,
  createWebhookEndpointSchema,
  updateWebhookEndpointSchema,
  webhookDeliverySchema,
  webhookEndpointSchema,
  webhookSecretSchema,
} from './webhook.schemas.js';

/**
 * A workspace's webhook endpoints and their delivery logs (issue 16, ADR 042), managed by its
 * owners and admins — signed in, or with an API token that has the `webhooks` scope. Another
 * workspace's endpoint or delivery id answers 404.
 */

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };
const notFound = { 404: errorBodySchema };
const gid = z.object({ gid: idText() });
const params = z.object({ id: idText() });
const deliveryParams = z.object({ id: idText(), did: idText() });
const tags = ['workspace'];
const ADDITION = '(an addition to SPEC §7)';

export const webhookEndpointsRoute = defineRoute({
  method: 'GET',
  path: '/workspace/webhooks',
  summary: `The workspace's webhook endpoints, newest first, with their events and last delivery ${ADDITION}`,
  tags,
  auth: 'session',
  access: 'workspace:manage',
  headers: gid,
  responses: { 200: z.array(webhookEndpointSchema), ...errors },
});

export const createWebhookEndpointRoute = defineRoute({
  method: 'POST',
  path: '/workspace/webhooks',
  summary: `Register an HTTPS endpoint for some events; answers its signing secret (whsec_…) ${ADDITION}`,
  tags,
  auth: 'session',
  access: 'workspace:manage',
  headers: gid,
  body: createWebhookEndpointSchema,
  responses: { 200: createdWebhookEndpointSchema, ...errors, 409: errorBodySchema },
});

export const updateWebhookEndpointRoute = defineRoute({
  method: 'PATCH',
  path: '/workspace/webhooks/{id}',
  summary: `Change an endpoint's URL, events or description, or pause and resume its deliveries ${ADDITION}`,
  tags,
  auth: 'session',
  access: 'workspace:manage',
  headers: gid,
  params,
  body: updateWebhookEndpointSchema,
  responses: { 200: webhookEndpointSchema, ...errors, ...notFound },
});

export const deleteWebhookEndpointRoute = defineRoute({
  method: 'DELETE',
  path: '/workspace/webhooks/{id}',
  summary: `Delete an endpoint and its delivery log; nothing more is sent to it ${ADDITION}`,
  tags,
  auth: 'session',
  access: 'workspace:manage',
  headers: gid,
  params,
  responses: { 200: z.object({ ok: z.literal(true) }), ...errors, ...notFound },
});

export const webhookSecretRoute = defineRoute({
  method: 'GET',
  path: '/workspace/webhooks/{id}/secret',
  summary: `Reveal an endpoint's signing secret, for its receiver to verify deliveries ${ADDITION}`,
  tags,
  auth: 'session',
  access: 'workspace:manage',
  headers: gid,
  params,
  responses: { 200: webhookSecretSchema, ...errors, ...notFound },
});

export const webhookDeliveriesRoute = defineRoute({
  method: 'GET',
  path: '/workspace/webhooks/{id}/deliveries',
  summary: `An endpoint's delivery log, newest first: event, status, attempts, last answer, payload ${ADDITION}`,
  tags,
  auth: 'session',
  access: 'workspace:manage',
  headers: gid,
  params,
  query: pageQuerySchema,
  responses: { 200: pageOf(webhookDeliverySchema), ...errors, ...notFound },
});

export const resendWebhookDeliveryRoute = defineRoute({
  method: 'POST',
  path: '/workspace/webhooks/{id}/deliveries/{did}/resend',
  summary: `Send a delivery's event again, as a new delivery with the same event id ${ADDITION}`,
  tags,
  auth: 'session',
  access: 'workspace:manage',
  headers: gid,
  params: deliveryParams,
  responses: { 200: webhookDeliverySchema, ...errors, ...notFound, 409: errorBodySchema },
});

export const pingWebhookEndpointRoute = defineRoute({
  method: 'POST',
  path: '/workspace/webhooks/{id}/ping',
  summary: `Send the endpoint a test event (\`ping\`) ${ADDITION}`,
  tags,
  auth: 'session',
  access: 'workspace:manage',
  headers: gid,
  params,
  responses: { 200: webhookDeliverySchema, ...errors, ...notFound, 409: errorBodySchema },
});
