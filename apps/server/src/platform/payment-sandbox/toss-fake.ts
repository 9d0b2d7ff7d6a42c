import { randomUUID } from 'node:crypto';
import { jsonOf, type FakeAnswer, type FakeHandler } from './provider-fake.js';

/**
 * Toss Payments' core API as documented (v1), kept in memory: billing-key issue and charge,
 * payment confirm, payment by order id. It keeps what a real account would (billing keys,
 * authorised payments, approved payments by order id), answers the documented error shapes and
 * honours `Idempotency-Key`. The customer's side (`authorizeCard`, `authorizePayment`) is what
 * Toss's payment window does; the sandbox pages and the tests play it. Tests can also order the
 * failures they need (declined cards, 5xx, answers that never come).
 */

interface StoredPayment {
  paymentKey: string;
  orderId: string;
  orderName: string;
  status: 'DONE';
  totalAmount: number;
  approvedAt: string;
  receipt: { url: string };
  currency: 'KRW';
}

export type TossFault = 'decline' | 'error500' | 'hang' | 'lose-answer';

export interface TossFake {
  secretKey: string;
  handle: FakeHandler;
  /** Every approved payment, in order (a charge and a confirm each add one). */
  payments: StoredPayment[];
  /** The customer registers a card in Toss's window: returns the `authKey` the success URL carries. */
  authorizeCard: (customerKey: string, cardNumber?: string) => string;
  /** The customer pays in Toss's window: returns the `paymentKey` the success URL carries. */
  authorizePayment: (orderId: string, amount: number) => string;
  /** The next `times` charges or confirms fail this way (`lose-answer` charges, then answers 500). */
  failNext: (fault: TossFault, times?: number) => void;
  /** Cards whose charges are declined from now on. */
  declineCard: (customerKey: string) => void;
}

const fail = (code: string, message: string, status = 400) => ({ status, body: { code, message } });
const internal = () => fail('FAILED_INTERNAL_SYSTEM_PROCESSING', '내부 시스템 처리 작업이 실패했습니다.', 500);
const rejected = () => fail('REJECT_CARD_PAYMENT', '한도초과 혹은 잔액부족으로 결제에 실패했습니다.', 403);

export function createTossFake(secretKey: string, receiptBase = 'https://dashboard.tosspayments.com'): TossFake {
  const authKeys = new Map<string, { customerKey: string; cardNumber: string }>();
  const billingKeys = new Map<string, { customerKey: string; cardNumber: string }>();
  const authorised = new Map<string, { orderId: string; amount: number; confirmed: boolean }>();
  const byOrderId = new Map<string, StoredPayment>();
  const idempotent = new Map<string, { status: number; body: unknown }>();
  const declined = new Set<string>();
  const payments: StoredPayment[] = [];
  const faults: TossFault[] = [];

  const approve = (orderId: string, orderName: string, amount: number, paymentKey = `tpk_${randomUUID()}`) => {
    const payment: StoredPayment = {
      paymentKey,
      orderId,
      orderName,
      status: 'DONE',
      totalAmount: amount,
      approvedAt: new Date().toISOString(),
      receipt: { url: `${receiptBase}/receipt/redirection?transactionId=${paymentKey}` },
      currency: 'KRW',
    };
    byOrderId.set(orderId, payment);
    payments.push(payment);
    return payment;
  };

  const answer = (method: string, path: string, body: Record<string, unknown>): { status: number; body: unknown } => {
    if (method === 'POST' && path === '/v1/billing/authorizations/issue') {
      const card = authKeys.get(String(body.authKey));
      if (!card || card.customerKey !== body.customerKey)
        return fail('INVALID_AUTH_KEY', '인증 키가 올바르지 않습니다.');
      authKeys.delete(String(body.authKey));
      const billingKey = `bk_${randomUUID()}`;
      billingKeys.set(billingKey, card);
      return {
        status: 200,
        body: {
          mId: 'tvivarepublica',
          customerKey: card.customerKey,
          authenticatedAt: new Date().toISOString(),
          method: '카드',
          billingKey,
          cardCompany: '신한',
          cardNumber: `${card.cardNumber.slice(0, 6)}******${card.cardNumber.slice(-4)}`,
        },
      };
    }
    const charge = /^\/v1\/billing\/([^/]+)$/.exec(path);
    if (method === 'POST' && charge) {
      const card = billingKeys.get(decodeURIComponent(charge[1]!));
      if (!card || card.customerKey !== body.customerKey)
        return fail('NOT_FOUND_BILLING', '빌링키를 찾을 수 없습니다.', 404);
      if (typeof body.amount !== 'number' || body.amount <= 0)
        return fail('INVALID_REQUEST', '금액이 올바르지 않습니다.');
      if (byOrderId.has(String(body.orderId)))
        return fail('DUPLICATED_ORDER_ID', '이미 승인 및 취소가 진행된 중복된 주문번호 입니다.');
      if (declined.has(card.customerKey)) return rejected();
      return { status: 200, body: approve(String(body.orderId), String(body.orderName), body.amount) };
    }
    if (method === 'POST' && path === '/v1/payments/confirm') {
      const paymentKey = String(body.paymentKey);
      const pending = authorised.get(paymentKey);
      if (!pending || pending.orderId !== body.orderId)
        return fail('NOT_FOUND_PAYMENT_SESSION', '결제 시간이 만료되었습니다.', 404);
      if (pending.confirmed) return fail('ALREADY_PROCESSED_PAYMENT', '이미 처리된 결제 입니다.');
      if (pending.amount !== body.amount)
        return fail('INVALID_REQUEST', '요청한 결제 금액과 결제하려는 금액이 다릅니다.');
      pending.confirmed = true;
      return { status: 200, body: approve(pending.orderId, 'Vernissage', pending.amount, paymentKey) };
    }
    const lookup = /^\/v1\/payments\/orders\/([^/]+)$/.exec(path);
    if (method === 'GET' && lookup) {
      const payment = byOrderId.get(decodeURIComponent(lookup[1]!));
      return payment
        ? { status: 200, body: payment }
        : fail('NOT_FOUND_PAYMENT', '존재하지 않는 결제 정보 입니다.', 404);
    }
    return fail('NOT_FOUND', 'No such API', 404);
  };

  const handle = ({ method, path, headers, raw }: Parameters<FakeHandler>[0]): FakeAnswer => {
    if (headers.authorization !== `Basic ${Buffer.from(`${secretKey}:`).toString('base64')}`) {
      return fail('UNAUTHORIZED_KEY', '인증되지 않은 시크릿 키 혹은 클라이언트 키 입니다.', 401);
    }
    const fault = method === 'POST' ? faults.shift() : undefined;
    if (fault === 'hang') return 'hang';
    if (fault === 'error500') return internal();
    const body = jsonOf(raw);
    if (!body) return fail('INVALID_REQUEST', '잘못된 요청입니다.');
    if (fault === 'decline') return rejected();
    // A repeated request with the same Idempotency-Key gets the first answer, as Toss documents.
    const key = headers['idempotency-key'];
    const remembered = key ? idempotent.get(`${path}|${key}`) : undefined;
    const result = remembered ?? answer(method, path, body);
    if (key && !remembered) idempotent.set(`${path}|${key}`, result);
    return fault === 'lose-answer' ? internal() : result;
  };

  return {
    secretKey,
    handle,
    payments,
    authorizeCard: (customerKey, cardNumber = '4330123412341234') => {
      const authKey = `ak_${randomUUID()}`;
      authKeys.set(authKey, { customerKey, cardNumber });
      return authKey;
    },
    authorizePayment: (orderId, amount) => {
      const paymentKey = `tpk_${randomUUID()}`;
      authorised.set(paymentKey, { orderId, amount, confirmed: false });
      return paymentKey;
    },
    failNext: (fault, times = 1) => {
      for (let i = 0; i < times; i++) faults.push(fault);
    },
    declineCard: (customerKey) => declined.add(customerKey),
  };
}
