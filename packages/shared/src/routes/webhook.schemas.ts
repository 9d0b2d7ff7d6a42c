import { z } from 'zod';
import { storableUrl, text } from '../input.js';

/**
 * Signed webhooks (issue 16, ADR 042): a workspace's owners and admins register HTTPS endpoints
 * to be told of events. Every delivery is a JSON POST signed with the endpoint's secret
 * (`Vernissage-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>`), retried
 * with backoff until it is answered 2xx, and kept in the endpoint's delivery log.
 */

/** The events an endpoint may subscribe to. */
export const WEBHOOK_EVENTS = [
  'availability.changed',
  'artwork.created',
  'artwork.updated',
  'share.changed',
  'visitor.message',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
export const webhookEventSchema = z.enum(WEBHOOK_EVENTS);

/** What a delivery may carry: a subscribed event, or the test event an owner sends by hand. */
export const WEBHOOK_DELIVERY_EVENTS = [...WEBHOOK_EVENTS, 'ping'] as const;
export type WebhookDeliveryEvent = (typeof WEBHOOK_DELIVERY_EVENTS)[number];

/** A delivery waits for an attempt, was answered 2xx, or was refused on every attempt. */
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** Every signing secret starts with this (Stripe's convention, so receivers' tooling knows it). */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';

/** The headers every delivery carries. */
export const WEBHOOK_HEADERS = {
  signature: 'Vernissage-Signature',
  event: 'Vernissage-Event',
  delivery: 'Vernissage-Delivery',
} as const;

export const WEBHOOK_URL_MAX = 2000;
export const WEBHOOK_DESCRIPTION_MAX = 200;
/** Endpoints one workspace may register. */
export const WEBHOOK_ENDPOINTS_MAX = 20;

const events = z
  .array(webhookEventSchema)
  .min(1)
  .max(WEBHOOK_EVENTS.length)
  .refine((list) => new Set(list).size === list.length, 'must not repeat an event');

/**
 * Where deliveries go. The contract takes http(s) so a laptop can point at a local receiver; the
 * server refuses anything but `https://` to a public address unless `WEBHOOKS_ALLOW_PRIVATE` is on.
 */
const url = storableUrl().max(WEBHOOK_URL_MAX);
const description = text().trim().max(WEBHOOK_DESCRIPTION_MAX);

/** POST `/workspace/webhooks`: where to deliver, which events, and a note to know it by. */
export const createWebhookEndpointSchema = z.strictObject({
  url,
  events,
  description: description.optional(),
});
export type CreateWebhookEndpointInput = z.infer<typeof createWebhookEndpointSchema>;

/** PATCH `/workspace/webhooks/{id}`: any of its fields; `disabled` pauses (and resumes) deliveries. */
export const updateWebhookEndpointSchema = z
  .strictObject({
    url: url.optional(),
    events: events.optional(),
    description: description.nullable().optional(),
    disabled: z.boolean().optional(),
  })
  .refine((patch) => Object.keys(patch).length > 0, 'must change something');
export type UpdateWebhookEndpointInput = z.infer<typeof updateWebhookEndpointSchema>;

/** An endpoint as its workspace's list shows it: never the secret itself (see the reveal route). */
export const webhookEndpointSchema = z
  .object({
    id: z.string(),
    url: z.string(),
    description: z.string().nullable(),
    events: z.array(webhookEventSchema),
    /** Its first characters (`whsec_` and a few more), to match it with the receiver's copy. */
    secretPrefix: z.string(),
    createdAt: z.string(),
    /** Set while deliveries are paused. */
    disabledAt: z.string().nullable(),
    /** The newest delivery's outcome, or null before the first. */
    lastDelivery: z
      .object({ status: z.enum(WEBHOOK_DELIVERY_STATUSES), at: z.string(), lastStatus: z.number().int().nullable() })
      .nullable(),
  })
  .meta({ id: 'WebhookEndpoint' });
export type WebhookEndpointDto = z.infer<typeof webhookEndpointSchema>;

/** The answer of a creation: the endpoint and its signing secret. */
export const createdWebhookEndpointSchema = z
  .object({ secret: z.string(), endpoint: webhookEndpointSchema })
  .meta({ id: 'CreatedWebhookEndpoint' });
export type CreatedWebhookEndpointDto = z.infer<typeof createdWebhookEndpointSchema>;

/** An endpoint's signing secret, revealed to its workspace's owners and admins. */
export const webhookSecretSchema = z.object({ secret: z.string() }).meta({ id: 'WebhookSecret' });

/** What every delivery's body holds; `id` is the same on every attempt and resend, for receivers to dedupe. */
export const webhookPayloadSchema = z
  .object({
    id: z.string(),
    type: z.enum(WEBHOOK_DELIVERY_EVENTS),
    /** When the event happened (ISO 8601). */
    created: z.string(),
    gid: z.string(),
    data: z.record(z.string(), z.unknown()),
  })
  .meta({ id: 'WebhookPayload' });
export type WebhookPayload = z.infer<typeof webhookPayloadSchema>;

/** One event sent (or to be sent) to an endpoint, as its delivery log shows it. */
export const webhookDeliverySchema = z
  .object({
    id: z.string(),
    eventId: z.string(),
    event: z.enum(WEBHOOK_DELIVERY_EVENTS),
    status: z.enum(WEBHOOK_DELIVERY_STATUSES),
    attempts: z.number().int(),
    /** The receiver's HTTP status on the last attempt; null when it could not be reached (see `lastError`). */
    lastStatus: z.number().int().nullable(),
    lastError: z.string().nullable(),
    createdAt: z.string(),
    /** When the next attempt is due; null once it succeeded or failed for good. */
    nextAttemptAt: z.string().nullable(),
    deliveredAt: z.string().nullable(),
    payload: webhookPayloadSchema,
  })
  .meta({ id: 'WebhookDelivery' });
export type WebhookDeliveryDto = z.infer<typeof webhookDeliverySchema>;
