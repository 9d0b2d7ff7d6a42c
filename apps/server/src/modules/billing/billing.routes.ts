import {
  artistPolicyRoute,
  billingPlanRoute,
  billingProductRoute,
  orderCreateRoute,
  paymentConfirmRoute,
  paymentMethodRoute,
  paymentRegisterRoute,
  planCancelRoute,
  planHistoriesRoute,
  planResumeRoute,
  planTrialRoute,
  planUpdateRoute,
  signupPlanRoute,
} from '@vernissage/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.js';
import { registerRoute } from '../../platform/http/register-route.js';
import * as billing from './billing.service.js';

/** Confirms come from Toss's redirect without a session: enough for a person, few for a guesser. */
const confirmLimit = { rateLimit: { max: 20, timeWindow: 10 * 60_000 } };

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
  registerRoute(app, paymentConfirmRoute, ({ body }) => billing.confirmPayment(ctx, body), confirmLimit);
  registerRoute(app, planHistoriesRoute, ({ identity }) => billing.planHistory(ctx, identity.userId));
}
