import {
  adminBillingRoute,
  adminPromoCreateRoute,
  adminPromoListRoute,
  artistPolicyRoute,
  giftConfirmRoute,
  giftSendRoute,
  promoApplyRoute,
  promoEnterRoute,
  promoListRoute,
  billingPlanRoute,
  billingProductRoute,
  orderCreateRoute,
  paymentConfirmRoute,
  paymentMethodRoute,
  paymentRegisterRoute,
  paypalSubscriptionRoute,
  paypalWebhookRoute,
  planCancelRoute,
  planHistoriesRoute,
  planResumeRoute,
  planTrialRoute,
  planUpdateRoute,
  signupPlanRoute,
  testResultRoute,
} from '@vernissage/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.js';
import { registerRoute } from '../../platform/http/register-route.js';
import * as billing from './billing.service.js';
import * as experiments from './experiments.service.js';
import * as paypal from './paypal.service.js';
import * as promo from './promo.service.js';

/** Confirms come from Toss's redirect without a session: enough for a person, few for a guesser. */
const confirmLimit = { rateLimit: { max: 20, timeWindow: 10 * 60_000 } };
/** Codes are guessed by trying many: a few tries per address. */
const codeLimit = { rateLimit: { max: 10, timeWindow: 10 * 60_000 } };
/** Each gift mail goes to an address someone typed: few per hour. */
const giftLimit = { rateLimit: { max: 10, timeWindow: 60 * 60_000 } };

/** PayPal's deliveries are few; each one costs a verification call to PayPal, so a flood is cut short. */
const webhookLimit = { rateLimit: { max: 120, timeWindow: 60_000 } };

/** SPEC.md §7 Billing and plan history (ADR 027). */
export function registerBillingRoutes(app: FastifyInstance, ctx: AppContext) {
  registerRoute(app, billingProductRoute, async ({ headers }) => billing.product(headers.productid));
  registerRoute(app, artistPolicyRoute, async ({ headers }) => billing.artistPolicy(headers.code));
  registerRoute(app, billingPlanRoute, ({ identity }) => billing.currentPlan(ctx, identity.userId));
  registerRoute(app, signupPlanRoute, ({ identity, body }) => billing.chooseSignupPlan(ctx, identity, body));
  registerRoute(app, planUpdateRoute, ({ identity, body }) => billing.changePlan(ctx, identity, body));
  registerRoute(app, planCancelRoute, ({ identity }) => billing.cancelPlan(ctx, identity));
  registerRoute(app, planResumeRoute, ({ identity }) => billing.resumePlan(ctx, identity));
  registerRoute(app, planTrialRoute, ({ identity, body }) => billing.startTrial(ctx, identity, body.productid));
  registerRoute(app, paymentMethodRoute, ({ identity }) => billing.paymentMethod(ctx, identity.userId));
  registerRoute(app, paymentRegisterRoute, ({ identity, body }) => billing.registerCard(ctx, identity, body));
  registerRoute(app, orderCreateRoute, ({ identity, body }) => billing.createOrder(ctx, identity, body));
  registerRoute(app, paymentConfirmRoute, ({ body }) => billing.confirmPayment(ctx, body, 'oneoff'), confirmLimit);
  registerRoute(
    app,
    giftConfirmRoute,
    async ({ identity, body }) => {
      const order = await billing.confirmPayment(ctx, body, 'gift', identity.userId);
      return promo.giftCode(ctx, order.orderId);
    },
    confirmLimit,
  );
  registerRoute(app, giftSendRoute, ({ identity, body }) => promo.sendGift(ctx, identity, body), giftLimit);
  registerRoute(app, promoEnterRoute, ({ identity, body }) => promo.enterCode(ctx, identity, body), codeLimit);
  registerRoute(app, promoListRoute, ({ identity }) => promo.listCodes(ctx, identity.userId));
  registerRoute(app, promoApplyRoute, ({ identity, headers }) => promo.applyCode(ctx, identity, headers.promoid));
  registerRoute(app, adminPromoCreateRoute, ({ identity, body }) => promo.createPromo(ctx, identity, body));
  registerRoute(app, adminPromoListRoute, ({ identity, query }) => promo.listPromos(ctx, identity, query));
  registerRoute(app, paypalSubscriptionRoute, ({ identity, body }) => paypal.subscribeWithPaypal(ctx, identity, body));
  registerRoute(app, paypalWebhookRoute, ({ headers, body }) => paypal.paypalWebhook(ctx, headers, body), webhookLimit);
  registerRoute(app, testResultRoute, ({ identity, body }) => experiments.reportTestResult(ctx, identity, body));
  registerRoute(app, adminBillingRoute, ({ identity }) => experiments.billingSummary(ctx, identity));
  registerRoute(app, planHistoriesRoute, ({ identity }) => billing.planHistory(ctx, identity.userId));
}
