import { z } from 'zod';

/**
 * A client of Toss Payments' documented core API (v1): billing keys for recurring card charges,
 * confirmation of a one-off payment, and a payment looked up by our order id. Secret key in HTTP
 * Basic auth (`secretKey:`), JSON bodies, amounts in won. Every POST carries our order id as its
 * `Idempotency-Key`, so a request repeated after a lost answer is not charged twice.
 */

const billingSchema = z.object({
  billingKey: z.string().min(1),
  customerKey: z.string(),
  cardCompany: z.string().nullish(),
  cardNumber: z.string().nullish(),
});

const paymentSchema = z.object({
  paymentKey: z.string().min(1),
  orderId: z.string(),
  status: z.string(),
  totalAmount: z.number(),
  approvedAt: z.string().nullish(),
  receipt: z.object({ url: z.string() }).nullish(),
});

const errorSchema = z.object({ code: z.string(), message: z.string() });

export type TossBilling = z.infer<typeof billingSchema>;
export type TossPayment = z.infer<typeof paymentSchema>;

/**
 * Toss answered no. `rejected`: it refused what we asked (a declined card, a wrong amount) and
 * nothing was charged. Otherwise the outcome is unknown (a timeout, a 5xx, an unreadable answer):
 * the payment must be looked up by its order id before anything else is decided.
 */
export class TossError extends Error {
  override name = 'TossError';
  readonly code: string;
  readonly rejected: boolean;

  constructor(code: string, message: string, rejected: boolean) {
    super(message);
    this.code = code;
    this.rejected = rejected;
  }
}

export interface TossPayments {
  readonly enabled: boolean;
  /** The key the browser's payment window opens with (public by design). */
  readonly clientKey: string | undefined;
  issueBillingKey(input: { authKey: string; customerKey: string }): Promise<TossBilling>;
  chargeBillingKey(input: {
    billingKey: string;
    customerKey: string;
    amount: number;
    orderId: string;
    orderName: string;
    customerEmail?: string;
  }): Promise<TossPayment>;
  confirmPayment(input: { paymentKey: string; orderId: string; amount: number }): Promise<TossPayment>;
  /** The payment made for an order id, or null when Toss has none. */
  findPayment(orderId: string): Promise<TossPayment | null>;
}

export function createTossPayments(
  config: { secretKey: string | undefined; clientKey: string | undefined; apiBase: string; timeoutMs: number },
  fetchImpl: typeof fetch = fetch,
): TossPayments {
  const authorization = `Basic ${Buffer.from(`${config.secretKey ?? ''}:`).toString('base64')}`;

  async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    schema: z.ZodType<T>,
    body?: object,
    idempotencyKey?: string,
  ): Promise<T> {
    if (!config.secretKey) throw new TossError('NOT_CONFIGURED', 'Toss Payments is not configured', true);
    let response: Response;
    try {
      response = await fetchImpl(`${config.apiBase}${path}`, {
        method,
        headers: {
          authorization,
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(config.timeoutMs),
      });
    } catch (error) {
      throw new TossError('UNREACHABLE', `Toss did not answer: ${(error as Error).message}`, false);
    }
    const json: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const failure = errorSchema.safeParse(json);
      const code = failure.success ? failure.data.code : `HTTP_${response.status}`;
      const message = failure.success ? failure.data.message : `Toss answered ${response.status}`;
      throw new TossError(code, message, response.status < 500);
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw new TossError('UNREADABLE', 'Toss answered something unreadable', false);
    return parsed.data;
  }

  return {
    enabled: Boolean(config.secretKey),
    clientKey: config.clientKey,
    issueBillingKey: (input) => call('POST', '/v1/billing/authorizations/issue', billingSchema, input),
    chargeBillingKey: ({ billingKey, ...input }) =>
      call('POST', `/v1/billing/${encodeURIComponent(billingKey)}`, paymentSchema, input, input.orderId),
    confirmPayment: (input) => call('POST', '/v1/payments/confirm', paymentSchema, input, input.orderId),
    findPayment: async (orderId) => {
      try {
        return await call('GET', `/v1/payments/orders/${encodeURIComponent(orderId)}`, paymentSchema);
      } catch (error) {
        if (error instanceof TossError && error.code === 'NOT_FOUND_PAYMENT') return null;
        throw error;
      }
    },
  };
}
