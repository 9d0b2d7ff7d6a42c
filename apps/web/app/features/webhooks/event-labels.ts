import type { WebhookDeliveryEvent } from '@vernissage/shared';

/**
 * The translation key of each event under `workspace:webhooks.event` and `.eventHelp`: the
 * events' own names carry a dot, which i18next reads as a key separator.
 */
export const EVENT_KEYS = {
  'availability.changed': 'availabilityChanged',
  'artwork.created': 'artworkCreated',
  'artwork.updated': 'artworkUpdated',
  'share.changed': 'shareChanged',
  'visitor.message': 'visitorMessage',
  ping: 'ping',
} as const satisfies Record<WebhookDeliveryEvent, string>;

/** The colour of a delivery's status badge. */
export const STATUS_COLORS = { pending: 'yellow', succeeded: 'green', failed: 'red' } as const;
