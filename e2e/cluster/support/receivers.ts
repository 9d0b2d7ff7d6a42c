import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { WEBHOOK_HEADERS, type WebhookPayload } from '@vernissage/shared';
import { jsonOf, serveFake } from '../../../apps/server/src/platform/payment-sandbox/provider-fake.js';
import { createTossFake, type TossFake } from '../../../apps/server/src/platform/payment-sandbox/toss-fake.js';

/**
 * Toss Payments' API (the sandbox's fake) on a local port that every instance calls, counting
 * each request that reaches it. The fake itself refuses a second charge of an order id, so the
 * charges sent, not the payments it holds, show whether an order was charged once.
 */
export interface TossServer extends Omit<TossFake, 'handle'> {
  url: string;
  clientKey: string;
  /** The order id of every billing-key charge that reached the server, in order. */
  charges: string[];
  close(): Promise<void>;
}

export async function startTossServer(): Promise<TossServer> {
  const fake = createTossFake('test_sk_cluster');
  const charges: string[] = [];
  const served = await serveFake((request) => {
    if (request.method === 'POST' && /^\/v1\/billing\/(?!authorizations\/)/.test(request.path)) {
      charges.push(String(jsonOf(request.raw)?.orderId));
    }
    return fake.handle(request);
  });
  const { handle: _handle, ...customer } = fake;
  return { ...customer, url: served.url, clientKey: 'test_ck_cluster', charges, close: served.close };
}

/** One request that reached the webhook receiver, and the status it was answered with. */
export interface WebhookRequest {
  delivery: string;
  payload: WebhookPayload;
  status: number;
}

/** A webhook receiver on 127.0.0.1 that records every request and answers `status` (200 unless set). */
export interface WebhookReceiver {
  url: string;
  status: number;
  received: WebhookRequest[];
  close(): Promise<void>;
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const receiver = { status: 200, received: [] as WebhookRequest[] };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const status = receiver.status;
      receiver.received.push({
        delivery: String(request.headers[WEBHOOK_HEADERS.delivery.toLowerCase()]),
        payload: JSON.parse(Buffer.concat(chunks).toString('utf8')) as WebhookPayload,
        status,
      });
      response.statusCode = status;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return Object.assign(receiver, {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
