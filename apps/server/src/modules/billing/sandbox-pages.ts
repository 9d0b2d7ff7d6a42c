import { PRODUCTS } from '@vernissage/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.js';
import { sandboxPaypalPlanOf } from '../../platform/http-clients/payments.js';
import { markup, type Html } from '../website/pages/html.js';
import { SITE_FONTS_CSS } from '../website/pages/site-fonts.js';

/**
 * The payment sandbox's windows (ADR 029): where Toss's card and payment windows and PayPal's
 * approval window would open, these pages play the customer's side against the in-process fakes
 * and redirect back exactly as the providers do. Mounted only where the sandbox is on (never in
 * production), labelled as a sandbox, and they redirect only to this site's own paths.
 */

const localPath = z
  .string()
  .max(2000)
  .regex(/^\/(?![/\\])/, 'must be a path on this site');
const cardQuery = z.object({ customerKey: z.string().min(2).max(300), successUrl: localPath, failUrl: localPath });
const paymentQuery = z.object({
  orderId: z.string().min(6).max(64),
  orderName: z.string().max(200).default('Vernissage'),
  amount: z.coerce.number().int().positive().max(1_000_000_000),
  successUrl: localPath,
  failUrl: localPath,
});
const paypalQuery = z.object({
  planId: z.string().min(1).max(100),
  customId: z.string().max(127).optional(),
  returnUrl: localPath,
  cancelUrl: localPath,
});
const decision = z.object({ decision: z.enum(['approve', 'cancel']), cardNumber: z.string().optional() });

const SANDBOX_CSP =
  "default-src 'none'; style-src 'self' 'unsafe-inline'; font-src 'self'; img-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

function page(reply: FastifyReply, title: string, body: Html) {
  return reply
    .header('content-security-policy', SANDBOX_CSP)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(
      markup`<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title><link rel="stylesheet" href="${SITE_FONTS_CSS}"><style>
body{font:16px/1.5 'Noto Sans KR',system-ui,sans-serif;margin:0;background:#f4f5f7;color:#1a1b1e}
main{max-width:420px;margin:8vh auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 2px 12px #0002}
.badge{display:inline-block;background:#fff3bf;color:#5c3c00;border-radius:6px;padding:2px 8px;font-size:13px;font-weight:600}
h1{font-size:20px;margin:12px 0}dl{display:grid;grid-template-columns:auto 1fr;gap:4px 12px}dt{color:#555}dd{margin:0;font-weight:600}
label{display:block;margin:12px 0 4px}input{width:100%;box-sizing:border-box;padding:10px;font-size:16px;border:1px solid #ccc;border-radius:8px}
.actions{display:flex;gap:8px;margin-top:20px}button{flex:1;padding:12px;font-size:16px;border-radius:8px;border:1px solid #ccc;background:#fff;cursor:pointer}
button[value=approve]{background:#1c7ed6;border-color:#1c7ed6;color:#fff;font-weight:600}
</style></head><body><main><span class="badge" data-testid="sandbox-badge">샌드박스 · Sandbox — 실제 결제가 아닙니다 · no real money</span>${body}</main></body></html>`
        .value,
    );
}

const actions = markup`<div class="actions"><button name="decision" value="cancel" data-testid="sandbox-cancel">취소 · Cancel</button><button name="decision" value="approve" data-testid="sandbox-approve">승인 · Approve</button></div>`;

const withParams = (path: string, params: Record<string, string>) =>
  `${path}${path.includes('?') ? '&' : '?'}${new URLSearchParams(params).toString()}`;

const canceled = (failUrl: string, extra: Record<string, string> = {}) =>
  withParams(failUrl, { code: 'PAY_PROCESS_CANCELED', message: '사용자에 의해 결제가 취소되었습니다.', ...extra });

function invalid(reply: FastifyReply, error: z.ZodError) {
  return reply.code(400).send({ error: 'invalid_sandbox_request', message: z.prettifyError(error) });
}

/**
 * A window's form as posted (its address carries the window's query, the form the choice): both
 * checked, or a 400 sent and null.
 */
function submitted<S extends z.ZodType>(request: FastifyRequest, reply: FastifyReply, schema: S) {
  const form = { ...(request.query as object), ...(request.body as object) };
  const fields = schema.safeParse(form);
  const choice = decision.safeParse(form);
  if (!fields.success) return void invalid(reply, fields.error);
  if (!choice.success) return void invalid(reply, choice.error);
  return Object.assign({}, fields.data, choice.data) as z.output<S> & z.output<typeof decision>;
}

/** The PayPal product whose sandbox plan this is, to charge its price. */
const paypalProductOf = (planId: string) => PRODUCTS.find((product) => sandboxPaypalPlanOf(product) === planId);

export function registerSandboxPages(app: FastifyInstance, ctx: AppContext) {
  const { toss, paypal } = ctx.payments.sandbox;
  if (!toss && !paypal) return;
  void app.register(async (sandbox) => {
    sandbox.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    if (toss) {
      sandbox.get('/sandbox/toss/card', { helmet: false }, (request, reply) => {
        const query = cardQuery.safeParse(request.query);
        if (!query.success) return invalid(reply, query.error);
        return page(
          reply,
          '카드 등록 · Register a card',
          markup`<h1>토스페이먼츠 카드 등록 · Toss card registration</h1><form method="post">
<label for="card">카드 번호 · Card number</label><input id="card" name="cardNumber" inputmode="numeric" value="4330 1234 1234 1234" autocomplete="off">
${actions}</form>`,
        );
      });
      sandbox.post('/sandbox/toss/card', { helmet: false }, (request, reply) => {
        const form = submitted(request, reply, cardQuery);
        if (!form) return reply;
        const { customerKey, successUrl, failUrl } = form;
        if (form.decision === 'cancel') return reply.redirect(canceled(failUrl), 303);
        const digits = (form.cardNumber ?? '').replace(/\D/g, '');
        const authKey = toss.authorizeCard(customerKey, digits.length >= 12 ? digits : undefined);
        return reply.redirect(withParams(successUrl, { customerKey, authKey }), 303);
      });
      sandbox.get('/sandbox/toss/payment', { helmet: false }, (request, reply) => {
        const query = paymentQuery.safeParse(request.query);
        if (!query.success) return invalid(reply, query.error);
        const { orderName, amount, orderId } = query.data;
        return page(
          reply,
          '결제 · Payment',
          markup`<h1>토스페이먼츠 결제 · Toss payment</h1><dl><dt>주문 · Order</dt><dd>${orderName}</dd><dt>번호 · Number</dt><dd>${orderId}</dd><dt>금액 · Amount</dt><dd data-testid="sandbox-amount">₩${amount.toLocaleString('ko-KR')}</dd></dl><form method="post">${actions}</form>`,
        );
      });
      sandbox.post('/sandbox/toss/payment', { helmet: false }, (request, reply) => {
        const form = submitted(request, reply, paymentQuery);
        if (!form) return reply;
        const { orderId, amount, successUrl, failUrl } = form;
        if (form.decision === 'cancel') return reply.redirect(canceled(failUrl, { orderId }), 303);
        const paymentKey = toss.authorizePayment(orderId, amount);
        const params = { paymentType: 'NORMAL', orderId, paymentKey, amount: String(amount) };
        return reply.redirect(withParams(successUrl, params), 303);
      });
      sandbox.get('/sandbox/toss/receipt/redirection', { helmet: false }, (request, reply) => {
        const key = z.object({ transactionId: z.string().max(100) }).safeParse(request.query);
        const payment = key.success && toss.payments.find((entry) => entry.paymentKey === key.data.transactionId);
        if (!payment) return reply.code(404).send({ error: 'not_found', message: 'No such sandbox payment.' });
        return page(
          reply,
          '영수증 · Receipt',
          markup`<h1>영수증 · Receipt</h1><dl><dt>주문 · Order</dt><dd>${payment.orderName}</dd><dt>번호 · Number</dt><dd>${payment.orderId}</dd><dt>금액 · Amount</dt><dd>₩${payment.totalAmount.toLocaleString('ko-KR')}</dd><dt>승인 · Approved</dt><dd>${payment.approvedAt}</dd></dl>`,
        );
      });
    }

    if (paypal) {
      sandbox.get('/sandbox/paypal/subscribe', { helmet: false }, (request, reply) => {
        const query = paypalQuery.safeParse(request.query);
        if (!query.success) return invalid(reply, query.error);
        const product = paypalProductOf(query.data.planId);
        if (!product) return reply.code(404).send({ error: 'not_found', message: 'No such sandbox plan.' });
        return page(
          reply,
          'PayPal',
          markup`<h1>PayPal 구독 · PayPal subscription</h1><dl><dt>Plan</dt><dd>${product.productid}</dd><dt>Price</dt><dd data-testid="sandbox-amount">$${product.prices.USD} / ${product.period === 'yearly' ? 'year' : 'month'}</dd></dl><form method="post">${actions}</form>`,
        );
      });
      sandbox.post('/sandbox/paypal/subscribe', { helmet: false }, (request, reply) => {
        const form = submitted(request, reply, paypalQuery);
        if (!form) return reply;
        const product = paypalProductOf(form.planId);
        if (!product) return reply.code(404).send({ error: 'not_found', message: 'No such sandbox plan.' });
        const { planId, customId, returnUrl, cancelUrl } = form;
        if (form.decision === 'cancel') return reply.redirect(cancelUrl, 303);
        const subscriptionId = paypal.approveSubscription({
          planId,
          ...(customId ? { customId } : {}),
          price: product.prices.USD.toFixed(2),
          months: product.period === 'yearly' ? 12 : 1,
        });
        const token = `EC-${subscriptionId.slice(2)}`;
        return reply.redirect(
          withParams(returnUrl, { subscription_id: subscriptionId, ba_token: `BA-${token}`, token }),
          303,
        );
      });
    }
  });
}
