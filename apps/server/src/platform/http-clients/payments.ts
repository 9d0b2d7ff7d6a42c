import { createHmac } from 'node:crypto';
import type { Config } from '../../config/env.js';
import { createPaypal, type Paypal } from './paypal.js';
import { createTossPayments, type TossPayments } from './toss-payments.js';

/** The payment providers of one app (ADR 027). */
export interface Payments {
  toss: TossPayments;
  paypal: Paypal;
  /**
   * The customer key a user's card is registered under at Toss: derived from the user id with the
   * server's secret, so it is stable, needs no storage and cannot be guessed from the user id.
   */
  customerKeyOf(uid: string): string;
}

export function createPayments(config: Config['payments'], secret: string): Payments {
  return {
    toss: createTossPayments({ ...config.toss, timeoutMs: config.timeoutMs }),
    paypal: createPaypal({ ...config.paypal, timeoutMs: config.timeoutMs }),
    customerKeyOf: (uid) =>
      `ck_${createHmac('sha256', secret).update(`toss-customer|${uid}`).digest('base64url').slice(0, 40)}`,
  };
}
