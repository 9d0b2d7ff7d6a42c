import type {
  WebhookDeliveryDto,
  WebhookDeliveryEvent,
  WebhookDeliveryStatus,
  WebhookEndpointDto,
  WebhookEvent,
  WebhookPayload,
} from '@vernissage/shared';
import type { WebhookDeliveryRow, WebhookEndpointListing } from './webhook.repository.js';

/** How much of a secret the list shows: the prefix and a few characters, to match it with a receiver's copy. */
const SECRET_SHOWN = 10;

/** An endpoint as its workspace's list shows it: the secret only by its first characters. */
export function presentWebhookEndpoint(row: WebhookEndpointListing): WebhookEndpointDto {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events as WebhookEvent[],
    secretPrefix: row.secret.slice(0, SECRET_SHOWN),
    createdAt: row.createdAt.toISOString(),
    disabledAt: row.disabledAt?.toISOString() ?? null,
    lastDelivery: row.lastDelivery && {
      status: row.lastDelivery.status as WebhookDeliveryStatus,
      at: row.lastDelivery.createdAt.toISOString(),
      lastStatus: row.lastDelivery.lastStatus,
    },
  };
}

export function presentWebhookDelivery(row: WebhookDeliveryRow): WebhookDeliveryDto {
  return {
    id: row.id,
    eventId: row.eventId,
    event: row.event as WebhookDeliveryEvent,
    status: row.status as WebhookDeliveryStatus,
    attempts: row.attempts,
    lastStatus: row.lastStatus,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    nextAttemptAt: row.status === 'pending' ? (row.nextAttemptAt?.toISOString() ?? null) : null,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    payload: row.payload as WebhookPayload,
  };
}
