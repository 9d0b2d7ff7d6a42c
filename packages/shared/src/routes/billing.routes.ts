import { z } from 'zod';
import { defineRoute } from '../contract.js';
import { errorBodySchema } from '../errors.js';
import { idText } from '../input.js';
import { pageOf, pageQuerySchema } from '../pagination.js';
import {
  giftConfirmedSchema,
  giftSendSchema,
  promoAdminSchema,
  promoCodeText,
  promoCreateSchema,
  promoSchema,
  artistPolicyAnswerSchema,
  artistPolicySchema,
  billingPlanSchema,
  billingSummarySchema,
  cardSchema,
  orderInputSchema,
  orderSchema,
  paymentConfirmSchema,
  paymentMethodSchema,
  paymentRegisterSchema,
  paypalSubscriptionSchema,
  paypalWebhookHeadersSchema,
  paypalWebhookSchema,
  planChangeSchema,
  productIdSchema,
  productSchema,
  testResultSchema,
} from './billing.schemas.js';

/** SPEC.md §7 Billing, and the few calls of ours a checkout needs (ADR 027). */

const tags = ['billing'];
const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  402: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  503: errorBodySchema,
};
const publicErrors = { 400: errorBodySchema, 404: errorBodySchema };

export const billingProductRoute = defineRoute({
  method: 'GET',
  path: '/billing/plan/product',
  summary: 'One product of the plan catalogue: plan, period, prices in KRW and USD',
  tags,
  auth: 'public',
  access: 'public',
  headers: z.object({ productid: productIdSchema }),
  responses: { 200: productSchema, ...publicErrors },
});

export const artistPolicyRoute = defineRoute({
  method: 'GET',
  path: '/billing/plan/artist/policy',
  summary: 'An artist policy (default, student, kein, free): what qualifies and its products',
  tags,
  auth: 'public',
  access: 'public',
  headers: z.object({ code: artistPolicySchema }),
  responses: { 200: artistPolicyAnswerSchema, ...publicErrors },
});

export const billingPlanRoute = defineRoute({
  method: 'GET',
  path: '/billing/plan',
  summary: 'Your plan as billed: period, renewal or cancellation, card on file',
  tags,
  auth: 'session',
  access: 'session',
  responses: { 200: billingPlanSchema, ...errors },
});

export const signupPlanRoute = defineRoute({
  method: 'PUT',
  path: '/billing/plan/update/signup',
  summary: 'The plan chosen while signing up: a free one at once, a pro one as a trial; paid ones go to checkout',
  tags,
  auth: 'session',
  access: 'session',
  body: planChangeSchema,
  responses: { 200: billingPlanSchema, ...errors },
});

export const planUpdateRoute = defineRoute({
  method: 'PUT',
  path: '/billing/plan/update',
  summary: 'Change plan: an upgrade is charged now less the unused part of this period; a downgrade waits for its end',
  tags,
  auth: 'session',
  access: 'session',
  body: planChangeSchema,
  responses: { 200: billingPlanSchema, ...errors },
});

export const planCancelRoute = defineRoute({
  method: 'PUT',
  path: '/billing/plan/cancel',
  summary: 'Cancel at the end of the paid period (the plan stays until then, and the cancellation can be undone)',
  tags,
  auth: 'session',
  access: 'session',
  responses: { 200: billingPlanSchema, ...errors },
});

export const planResumeRoute = defineRoute({
  method: 'PUT',
  path: '/billing/plan/resume',
  summary: 'Undo a cancellation before the period ends',
  tags,
  auth: 'session',
  access: 'session',
  responses: { 200: billingPlanSchema, ...errors },
});

export const planTrialRoute = defineRoute({
  method: 'POST',
  path: '/billing/plan/trial',
  summary: 'Try a pro plan for 14 days, once per account, with no card',
  tags,
  auth: 'session',
  access: 'session',
  body: z.object({ productid: productIdSchema }),
  responses: { 200: billingPlanSchema, ...errors },
});

export const paymentRegisterRoute = defineRoute({
  method: 'POST',
  path: '/billing/payment/register',
  summary: "Register the card Toss's window authorised (authKey) for recurring charges",
  tags,
  auth: 'session',
  access: 'session',
  body: paymentRegisterSchema,
  responses: { 200: cardSchema, ...errors },
});

export const paymentMethodRoute = defineRoute({
  method: 'GET',
  path: '/billing/payment',
  summary: 'The card on file (masked), and what the card window needs',
  tags,
  auth: 'session',
  access: 'session',
  responses: { 200: paymentMethodSchema, ...errors },
});

export const orderCreateRoute = defineRoute({
  method: 'POST',
  path: '/billing/order',
  summary: 'An order for a one-off payment in Toss’s window; its amount is the one confirm checks',
  tags,
  auth: 'session',
  access: 'session',
  body: orderInputSchema,
  responses: { 200: orderSchema, ...errors },
});

export const paymentConfirmRoute = defineRoute({
  method: 'POST',
  path: '/billing/payment/confirm',
  summary: "Confirm a one-off payment from Toss's success redirect; the amount must be the order's own",
  tags,
  auth: 'public',
  access: 'public',
  body: paymentConfirmSchema,
  responses: { 200: orderSchema, ...errors, 429: errorBodySchema },
});

const promo = ['promo'];

export const promoEnterRoute = defineRoute({
  method: 'POST',
  path: '/promocode',
  summary: 'Enter a promo or gift code: checked and kept on the account, not yet used',
  tags: promo,
  auth: 'session',
  access: 'session',
  body: z.object({ uid: idText(), code: promoCodeText() }),
  responses: { 200: promoSchema, ...errors, 429: errorBodySchema },
});

export const promoListRoute = defineRoute({
  method: 'GET',
  path: '/promocode',
  summary: 'The codes this account has entered, redeemed or spent',
  tags: promo,
  auth: 'session',
  access: 'session',
  responses: { 200: z.array(promoSchema), ...errors },
});

export const promoApplyRoute = defineRoute({
  method: 'PUT',
  path: '/promocode/apply',
  summary: 'Redeem an entered code: free periods start now; a discount waits for the next charge',
  tags: promo,
  auth: 'session',
  access: 'session',
  headers: z.object({ promoid: idText() }),
  responses: { 200: z.object({ promo: promoSchema, plan: billingPlanSchema }), ...errors },
});

export const giftConfirmRoute = defineRoute({
  method: 'POST',
  path: '/promocode/purchase/confirm',
  summary: "Confirm a gift's payment from Toss's redirect; answers the gift code, to its buyer only",
  tags: promo,
  // The answer is a redeemable code: only the signed-in buyer gets it, not whoever holds the URL.
  auth: 'session',
  access: 'session',
  body: paymentConfirmSchema,
  responses: { 200: giftConfirmedSchema, ...errors, 429: errorBodySchema },
});

export const giftSendRoute = defineRoute({
  method: 'POST',
  path: '/billing/plan/gift',
  summary: 'Mail a paid gift code to its recipient (or to yourself)',
  tags,
  auth: 'session',
  access: 'session',
  body: giftSendSchema,
  responses: { 200: z.object({ sent: z.literal(true), to: z.string() }), ...errors, 429: errorBodySchema },
});

export const adminPromoCreateRoute = defineRoute({
  method: 'POST',
  path: '/admin/promocode',
  summary: 'Platform admins: create a promo code',
  tags: ['admin'],
  auth: 'session',
  access: 'admin',
  body: promoCreateSchema,
  responses: { 200: promoAdminSchema, ...errors },
});

export const adminPromoListRoute = defineRoute({
  method: 'GET',
  path: '/admin/promocodes',
  summary: 'Platform admins: every promo and gift code with its uses, newest first',
  tags: ['admin'],
  auth: 'session',
  access: 'admin',
  query: pageQuerySchema,
  responses: { 200: pageOf(promoAdminSchema), ...errors },
});

export const paypalSubscriptionRoute = defineRoute({
  method: 'POST',
  path: '/billing/paypal/subscription',
  summary: 'A PayPal subscription the button approved: checked with PayPal, then the plan starts',
  tags,
  auth: 'session',
  access: 'session',
  body: paypalSubscriptionSchema,
  responses: { 200: billingPlanSchema, ...errors },
});

export const paypalWebhookRoute = defineRoute({
  method: 'POST',
  path: '/billing/paypal/webhook',
  summary: 'PayPal webhook deliveries (renewals, cancellations), acted on only when PayPal verifies the signature',
  tags,
  auth: 'public',
  access: 'public',
  headers: paypalWebhookHeadersSchema,
  body: paypalWebhookSchema,
  responses: { 200: z.object({ ok: z.literal(true) }), ...errors },
});

export const testResultRoute = defineRoute({
  method: 'POST',
  path: '/test',
  summary: 'Report an experiment result (the card-registration test takes its type and memo from the account)',
  tags: ['tests'],
  auth: 'session',
  access: 'session',
  body: testResultSchema,
  responses: { 200: z.object({ ok: z.literal(true), type: z.string(), memo: z.string().nullable() }), ...errors },
});

export const adminBillingRoute = defineRoute({
  method: 'GET',
  path: '/admin/billing',
  summary: 'Platform admins: users by plan class, revenue by month and currency, failed renewals',
  tags: ['admin'],
  auth: 'session',
  access: 'admin',
  responses: { 200: billingSummarySchema, ...errors },
});
