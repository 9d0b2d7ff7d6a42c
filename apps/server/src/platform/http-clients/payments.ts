import { createHmac } from 'node:crypto';
import { PRODUCTS, type Product } from '@vernissage/shared';
import type { Config } from '../../config/env.js';
import { createPaypalFake, type PaypalFake } from '../payment-sandbox/paypal-fake.js';
import { fakeFetch } from '../payment-sandbox/provider-fake.js';
import { createTossFake, type TossFake } from '../payment-sandbox/toss-fake.js';
import { createPaypal, type Paypal } from './paypal.js';
import { createTossPayments, type TossPayments } from './toss-payments.js';

/** The payment providers of one app (ADR 027). */
export interface Payments {
  toss: TossPayments;
  paypal: Paypal;
  /** The in-process providers standing in for those without keys, where the sandbox is on (ADR 029). */
  sandbox: { toss: TossFake | null; paypal: PaypalFake | null };
  /**
   * The customer key a user's card is registered under at Toss: derived from the user id with the
   * server's secret, so it is stable, needs no storage and cannot be guessed from the user id.
   */
  customerKeyOf(uid: string): string;
}

const TOSS_SANDBOX_BASE = 'http://toss.sandbox.invalid';
const PAYPAL_SANDBOX_BASE = 'http://paypal.sandbox.invalid';

/** The PayPal plan the sandbox gives a product paid in dollars. */
export const sandboxPaypalPlanOf = (product: Product) => `P-SANDBOX-${product.productid.toUpperCase()}`;

export function createPayments(config: Config['payments'], secret: string, publicUrl: string): Payments {
  const timeoutMs = config.timeoutMs;
  const tossFake =
    config.sandbox && !config.toss.secretKey ? createTossFake('sandbox_sk', `${publicUrl}/sandbox/toss`) : null;
  const paypalFake =
    config.sandbox && !(config.paypal.clientId && config.paypal.secret)
      ? createPaypalFake('sandbox-paypal-client', 'sandbox-paypal-secret', 'WH-SANDBOX')
      : null;
  const toss = tossFake
    ? createTossPayments(
        { secretKey: tossFake.secretKey, clientKey: 'sandbox', apiBase: TOSS_SANDBOX_BASE, timeoutMs },
        fakeFetch(TOSS_SANDBOX_BASE, tossFake.handle),
      )
    : createTossPayments({ ...config.toss, timeoutMs });
  const paypal = paypalFake
    ? createPaypal(
        {
          clientId: paypalFake.clientId,
          secret: paypalFake.secret,
          webhookId: paypalFake.webhookId,
          apiBase: PAYPAL_SANDBOX_BASE,
          plans: new Map(
            PRODUCTS.filter((product) => product.prices.USD > 0).map((p) => [p.productid, sandboxPaypalPlanOf(p)]),
          ),
          timeoutMs,
        },
        fakeFetch(PAYPAL_SANDBOX_BASE, paypalFake.handle),
      )
    : createPaypal({ ...config.paypal, timeoutMs });
  return {
    toss,
    paypal,
    sandbox: { toss: tossFake, paypal: paypalFake },
    customerKeyOf: (uid) =>
      `ck_${createHmac('sha256', secret).update(`toss-customer|${uid}`).digest('base64url').slice(0, 40)}`,
  };
}
