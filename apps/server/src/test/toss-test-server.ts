import { createTossFake, type TossFake } from '../platform/payment-sandbox/toss-fake.js';
import { serveFake } from '../platform/payment-sandbox/provider-fake.js';

/**
 * Toss Payments' API (the sandbox's fake, platform/payment-sandbox/toss-fake.ts) on a local port:
 * the app's adapter reaches it over real HTTP, as it would reach Toss.
 */
export interface TossTestServer extends Omit<TossFake, 'handle'> {
  url: string;
  close(): Promise<void>;
}

export async function startTossTestServer(secretKey = 'test_sk_vernissage'): Promise<TossTestServer> {
  const fake = createTossFake(secretKey);
  const served = await serveFake(fake.handle);
  const { handle: _handle, ...customer } = fake;
  return { ...customer, url: served.url, close: served.close };
}
