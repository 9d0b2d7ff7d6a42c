import { z } from 'zod';

/**
 * A client of PayPal's documented REST API for subscriptions: an OAuth 2 client-credentials token
 * (`/v1/oauth2/token`), a subscription read (`GET /v1/billing/subscriptions/{id}`) and cancelled
 * (`POST …/cancel`), and a webhook's signature checked by PayPal itself
 * (`/v1/notifications/verify-webhook-signature`). Off without client credentials.
 */

const tokenSchema = z.object({ access_token: z.string(), expires_in: z.number() });

const money = z.object({ currency_code: z.string(), value: z.string() });

const subscriptionSchema = z.object({
  id: z.string(),
  status: z.string(),
  plan_id: z.string(),
  custom_id: z.string().nullish(),
  start_time: z.string().nullish(),
  billing_info: z
    .object({
      next_billing_time: z.string().nullish(),
      last_payment: z.object({ amount: money, time: z.string() }).nullish(),
    })
    .nullish(),
});

export type PaypalSubscription = z.infer<typeof subscriptionSchema>;

export class PaypalError extends Error {
  override name = 'PaypalError';
  readonly status: number;
  constructor(message: string, status: number) {
    super(message);
    this.status = status;
  }
}

/** The transmission headers PayPal signs a webhook delivery with. */
export interface WebhookHeaders {
  authAlgo: string;
  certUrl: string;
  transmissionId: string;
  transmissionSig: string;
  transmissionTime: string;
}

export interface Paypal {
  readonly enabled: boolean;
  readonly clientId: string | undefined;
  /** PayPal's plan id for each of our products sold by subscription. */
  readonly plans: ReadonlyMap<string, string>;
  getSubscription(id: string): Promise<PaypalSubscription | null>;
  cancelSubscription(id: string, reason: string): Promise<void>;
  verifyWebhook(headers: WebhookHeaders, event: unknown): Promise<boolean>;
}

export interface PaypalConfig {
  clientId: string | undefined;
  secret: string | undefined;
  apiBase: string;
  webhookId: string | undefined;
  plans: ReadonlyMap<string, string>;
  timeoutMs: number;
}

export function createPaypal(config: PaypalConfig, fetchImpl: typeof fetch = fetch): Paypal {
  let token: { value: string; until: number } | null = null;

  async function send(path: string, init: RequestInit): Promise<Response> {
    try {
      return await fetchImpl(`${config.apiBase}${path}`, { ...init, signal: AbortSignal.timeout(config.timeoutMs) });
    } catch (error) {
      throw new PaypalError(`PayPal did not answer: ${(error as Error).message}`, 0);
    }
  }

  async function accessToken(): Promise<string> {
    if (token && token.until > Date.now()) return token.value;
    const response = await send('/v1/oauth2/token', {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${config.clientId}:${config.secret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    });
    if (!response.ok) throw new PaypalError(`PayPal refused our credentials (${response.status})`, response.status);
    const parsed = tokenSchema.parse(await response.json());
    token = { value: parsed.access_token, until: Date.now() + (parsed.expires_in - 60) * 1000 };
    return token.value;
  }

  async function call(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = { authorization: `Bearer ${await accessToken()}`, 'content-type': 'application/json' };
    return send(path, { ...init, headers: { ...headers, ...(init.headers as Record<string, string>) } });
  }

  return {
    enabled: Boolean(config.clientId && config.secret),
    clientId: config.clientId,
    plans: config.plans,
    getSubscription: async (id) => {
      const response = await call(`/v1/billing/subscriptions/${encodeURIComponent(id)}`);
      if (response.status === 404) return null;
      if (!response.ok) throw new PaypalError(`PayPal answered ${response.status}`, response.status);
      const parsed = subscriptionSchema.safeParse(await response.json());
      if (!parsed.success) throw new PaypalError('PayPal answered something unreadable', 502);
      return parsed.data;
    },
    cancelSubscription: async (id, reason) => {
      const response = await call(`/v1/billing/subscriptions/${encodeURIComponent(id)}/cancel`, {
        method: 'POST',
        body: JSON.stringify({ reason }),
      });
      // 422 SUBSCRIPTION_STATUS_INVALID: already cancelled or expired, which is what we want.
      if (!response.ok && response.status !== 422)
        throw new PaypalError(`PayPal answered ${response.status}`, response.status);
    },
    verifyWebhook: async (headers, event) => {
      if (!config.webhookId) return false;
      const response = await call('/v1/notifications/verify-webhook-signature', {
        method: 'POST',
        body: JSON.stringify({
          auth_algo: headers.authAlgo,
          cert_url: headers.certUrl,
          transmission_id: headers.transmissionId,
          transmission_sig: headers.transmissionSig,
          transmission_time: headers.transmissionTime,
          webhook_id: config.webhookId,
          webhook_event: event,
        }),
      });
      if (!response.ok) return false;
      const body = (await response.json().catch(() => null)) as { verification_status?: unknown } | null;
      return body?.verification_status === 'SUCCESS';
    },
  };
}
