import { createPaypalFake, type PaypalFake } from '../platform/payment-sandbox/paypal-fake.js';
import { serveFake } from '../platform/payment-sandbox/provider-fake.js';

/**
 * PayPal's REST API (the sandbox's fake, platform/payment-sandbox/paypal-fake.ts) on a local port:
 * the app's adapter reaches it over real HTTP, as it would reach PayPal.
 */
export interface PaypalTestServer extends Omit<PaypalFake, 'handle'> {
  url: string;
  close(): Promise<void>;
}

export async function startPaypalTestServer(): Promise<PaypalTestServer> {
  const fake = createPaypalFake('test-paypal-client', 'test-paypal-secret');
  const served = await serveFake(fake.handle);
  const { handle: _handle, ...customer } = fake;
  return { ...customer, url: served.url, close: served.close };
}
