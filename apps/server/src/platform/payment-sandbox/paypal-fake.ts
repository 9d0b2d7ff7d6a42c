import { createHmac, randomUUID } from 'node:crypto';
import { jsonOf, type FakeHandler } from './provider-fake.js';

/**
 * The part of PayPal's REST API we call, as documented, kept in memory: OAuth 2 client
 * credentials, subscriptions (read, cancel) and webhook signature verification. The buyer's side
 * (`approveSubscription`, what the PayPal button's window does) is played by the sandbox pages and
 * the tests, and so is PayPal's side of a webhook (`signedDelivery`).
 */

interface StoredSubscription {
  id: string;
  status: string;
  plan_id: string;
  custom_id?: string;
  start_time: string;
  billing_info: {
    next_billing_time: string;
    last_payment: { amount: { currency_code: string; value: string }; time: string };
  };
}

export interface PaypalFake {
  clientId: string;
  secret: string;
  webhookId: string;
  handle: FakeHandler;
  subscriptions: Map<string, StoredSubscription>;
  /** The buyer approves a subscription to a plan in PayPal's window; it is active and paid. */
  approveSubscription: (input: { planId: string; customId?: string; price: string; months: number }) => string;
  /** The headers PayPal signs a webhook delivery with (checked by verify-webhook-signature). */
  signedDelivery: (event: object, forgery?: boolean) => Record<string, string>;
}

const notFound = (message: string) => ({ status: 404, body: { name: 'RESOURCE_NOT_FOUND', message } });

export function createPaypalFake(clientId: string, secret: string, webhookId = 'WH-TEST-1'): PaypalFake {
  const tokens = new Set<string>();
  const subscriptions = new Map<string, StoredSubscription>();
  const signature = (id: string, time: string, event: unknown) =>
    createHmac('sha256', secret)
      .update(`${id}|${time}|${webhookId}|${JSON.stringify(event)}`)
      .digest('base64');

  const handle: FakeHandler = ({ method, path, headers, raw }) => {
    const auth = headers.authorization ?? '';
    if (method === 'POST' && path === '/v1/oauth2/token') {
      if (auth !== `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}`) {
        return { status: 401, body: { error: 'invalid_client', error_description: 'Client Authentication failed' } };
      }
      const token = `A21AA${randomUUID()}`;
      tokens.add(token);
      return { status: 200, body: { access_token: token, token_type: 'Bearer', expires_in: 32400 } };
    }
    if (!tokens.has(auth.replace(/^Bearer /, ''))) {
      return { status: 401, body: { name: 'AUTHENTICATION_FAILURE', message: 'Authentication failed' } };
    }
    const body = (headers['content-type']?.includes('json') ? jsonOf(raw) : null) ?? {};
    const subscription = /^\/v1\/billing\/subscriptions\/([^/]+)(\/cancel)?$/.exec(path);
    if (subscription) {
      const found = subscriptions.get(decodeURIComponent(subscription[1]!));
      if (!found) return notFound('The specified resource does not exist.');
      if (method === 'GET' && !subscription[2]) return { status: 200, body: found };
      if (method === 'POST' && subscription[2]) {
        if (found.status !== 'ACTIVE' && found.status !== 'SUSPENDED') {
          return {
            status: 422,
            body: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'SUBSCRIPTION_STATUS_INVALID' }] },
          };
        }
        found.status = 'CANCELLED';
        return { status: 204, body: null };
      }
    }
    if (method === 'POST' && path === '/v1/notifications/verify-webhook-signature') {
      const ok =
        body.webhook_id === webhookId &&
        body.transmission_sig ===
          signature(String(body.transmission_id), String(body.transmission_time), body.webhook_event);
      return { status: 200, body: { verification_status: ok ? 'SUCCESS' : 'FAILURE' } };
    }
    return notFound('No such API');
  };

  return {
    clientId,
    secret,
    webhookId,
    handle,
    subscriptions,
    approveSubscription: ({ planId, customId, price, months }) => {
      const id = `I-${randomUUID().slice(0, 12).toUpperCase()}`;
      const now = new Date();
      const next = new Date(now);
      next.setUTCMonth(next.getUTCMonth() + months);
      subscriptions.set(id, {
        id,
        status: 'ACTIVE',
        plan_id: planId,
        ...(customId ? { custom_id: customId } : {}),
        start_time: now.toISOString(),
        billing_info: {
          next_billing_time: next.toISOString(),
          last_payment: { amount: { currency_code: 'USD', value: price }, time: now.toISOString() },
        },
      });
      return id;
    },
    signedDelivery: (event, forgery = false) => {
      const id = randomUUID();
      const time = new Date().toISOString();
      return {
        'paypal-auth-algo': 'SHA256withRSA',
        'paypal-cert-url': 'https://api-m.paypal.com/v1/notifications/certs/CERT-360caa42-fca2a594-test',
        'paypal-transmission-id': id,
        'paypal-transmission-sig': forgery ? 'forged' : signature(id, time, event),
        'paypal-transmission-time': time,
      };
    },
  };
}
