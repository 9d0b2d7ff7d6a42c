import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local server that speaks Toss Payments' core API as documented (v1): billing-key issue and
 * charge, payment confirm, payment by order id. It keeps what a real account would (billing keys,
 * authorised payments, approved payments by order id), answers the documented error shapes, and
 * lets a test play the customer's side (`authorizeCard`, `authorizePayment`) and the failures a
 * test needs (declined cards, 5xx, answers that never come).
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

type Fault = 'decline' | 'error500' | 'hang' | 'lose-answer';

export interface TossTestServer {
  url: string;
  secretKey: string;
  /** Every approved payment, in order (a charge and a confirm each add one). */
  payments: StoredPayment[];
  /** The customer registers a card in Toss's window: returns the `authKey` the success URL carries. */
  authorizeCard(customerKey: string, cardNumber?: string): string;
  /** The customer pays in Toss's window: returns the `paymentKey` the success URL carries. */
  authorizePayment(orderId: string, amount: number): string;
  /** The next `times` charges or confirms fail this way (`lose-answer` charges, then answers 500). */
  failNext(fault: Fault, times?: number): void;
  /** Cards whose charges are declined from now on. */
  declineCard(customerKey: string): void;
  close(): Promise<void>;
}

export async function startTossTestServer(secretKey = 'test_sk_vernissage'): Promise<TossTestServer> {
  const authKeys = new Map<string, { customerKey: string; cardNumber: string }>();
  const billingKeys = new Map<string, { customerKey: string; cardNumber: string }>();
  const authorised = new Map<string, { orderId: string; amount: number; confirmed: boolean }>();
  const byOrderId = new Map<string, StoredPayment>();
  const idempotent = new Map<string, { status: number; body: unknown }>();
  const declined = new Set<string>();
  const payments: StoredPayment[] = [];
  const faults: Fault[] = [];
  const hanging = new Set<http.ServerResponse>();

  const approve = (orderId: string, orderName: string, amount: number, paymentKey = `tpk_${randomUUID()}`) => {
    const payment: StoredPayment = {
      paymentKey,
      orderId,
      orderName,
      status: 'DONE',
      totalAmount: amount,
      approvedAt: new Date().toISOString(),
      receipt: { url: `https://dashboard.tosspayments.com/receipt/redirection?transactionId=${paymentKey}` },
      currency: 'KRW',
    };
    byOrderId.set(orderId, payment);
    payments.push(payment);
    return payment;
  };

  const fail = (code: string, message: string, status = 400) => ({ status, body: { code, message } });

  const handle = (method: string, path: string, body: Record<string, unknown>): { status: number; body: unknown } => {
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
      if (declined.has(card.customerKey))
        return fail('REJECT_CARD_PAYMENT', '한도초과 혹은 잔액부족으로 결제에 실패했습니다.', 403);
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

  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      const send = (result: { status: number; body: unknown }) => {
        response.writeHead(result.status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(result.body));
      };
      if (request.headers.authorization !== `Basic ${Buffer.from(`${secretKey}:`).toString('base64')}`) {
        send(fail('UNAUTHORIZED_KEY', '인증되지 않은 시크릿 키 혹은 클라이언트 키 입니다.', 401));
        return;
      }
      const method = request.method ?? 'GET';
      const path = (request.url ?? '/').split('?')[0]!;
      const fault = method === 'POST' ? faults.shift() : undefined;
      if (fault === 'hang') {
        hanging.add(response);
        return;
      }
      if (fault === 'error500') {
        send(fail('FAILED_INTERNAL_SYSTEM_PROCESSING', '내부 시스템 처리 작업이 실패했습니다.', 500));
        return;
      }
      let body: Record<string, unknown> = {};
      try {
        body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
      } catch {
        send(fail('INVALID_REQUEST', '잘못된 요청입니다.'));
        return;
      }
      if (fault === 'decline') {
        send(fail('REJECT_CARD_PAYMENT', '한도초과 혹은 잔액부족으로 결제에 실패했습니다.', 403));
        return;
      }
      // A repeated request with the same Idempotency-Key gets the first answer, as Toss documents.
      const key = request.headers['idempotency-key'];
      const remembered = typeof key === 'string' ? idempotent.get(`${path}|${key}`) : undefined;
      const result = remembered ?? handle(method, path, body);
      if (typeof key === 'string' && !remembered) idempotent.set(`${path}|${key}`, result);
      if (fault === 'lose-answer') {
        send(fail('FAILED_INTERNAL_SYSTEM_PROCESSING', '내부 시스템 처리 작업이 실패했습니다.', 500));
        return;
      }
      send(result);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    secretKey,
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
    close: async () => {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
