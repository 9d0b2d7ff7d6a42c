import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';

/**
 * Conversion events for the social ads platform, sent from the server through its Conversions API
 * (`POST {base}/{pixelId}/events?access_token=…` with `{data: [event]}`, as Meta documents it).
 * The e-mail travels only SHA-256-hashed (trimmed, lower case). Off unless `ADS_PIXEL_ID` and
 * `ADS_ACCESS_TOKEN` are set; best effort: a failure is logged and never breaks the user's step.
 */

export const CONVERSION_EVENTS = ['StartTrial', 'Contact', 'InitiateCheckout', 'AddPaymentInfo'] as const;
export type ConversionEvent = (typeof CONVERSION_EVENTS)[number];

export interface ConversionInput {
  email: string;
  /** The page it happened on, when known. */
  url?: string;
  fbc?: string | null;
  fbp?: string | null;
  value?: { amount: number; currency: string };
}

export interface AdsConversions {
  readonly enabled: boolean;
  send(event: ConversionEvent, input: ConversionInput): void;
  settled(): Promise<void>;
}

export function hashedEmail(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
}

export function createAdsConversions(
  config: { pixelId: string | undefined; accessToken: string | undefined; apiBase: string },
  logger: FastifyBaseLogger,
  fetchImpl: typeof fetch = fetch,
): AdsConversions {
  const pending = new Set<Promise<void>>();
  const enabled = Boolean(config.pixelId && config.accessToken);
  return {
    enabled,
    send(event, input) {
      if (!enabled) return;
      const body = {
        data: [
          {
            event_name: event,
            event_time: Math.floor(Date.now() / 1000),
            action_source: 'website',
            ...(input.url ? { event_source_url: input.url } : {}),
            user_data: {
              em: [hashedEmail(input.email)],
              ...(input.fbc ? { fbc: input.fbc } : {}),
              ...(input.fbp ? { fbp: input.fbp } : {}),
            },
            ...(input.value ? { custom_data: { value: input.value.amount, currency: input.value.currency } } : {}),
          },
        ],
      };
      const url = `${config.apiBase}/${encodeURIComponent(config.pixelId!)}/events?access_token=${encodeURIComponent(config.accessToken!)}`;
      const sending = fetchImpl(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(5000),
      })
        .then((response) => {
          if (!response.ok) logger.warn({ status: response.status, event }, 'ads conversion refused');
        })
        .catch((error: unknown) => logger.warn({ err: error, event }, 'ads conversion could not be sent'))
        .finally(() => pending.delete(sending));
      pending.add(sending);
    },
    settled: async () => {
      await Promise.allSettled([...pending]);
    },
  };
}
