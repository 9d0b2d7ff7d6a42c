import { z } from 'zod';
import { PRODUCT_IDS } from '../domain.js';
import { currencySchema } from './artwork.schemas.js';
import { emailSchema } from './user.schemas.js';
import { idText, text } from '../input.js';
import { ARTIST_POLICIES, BILLING_PERIODS } from '../plans.js';

/** Bodies and answers of billing (SPEC.md §7 Billing; ADR 027). Amounts are in major units. */

export const productIdSchema = z.enum(PRODUCT_IDS as [string, ...string[]]);
export const artistPolicySchema = z.enum(ARTIST_POLICIES);

const prices = z.object({ KRW: z.number(), USD: z.number() });

export const productSchema = z
  .object({
    productid: z.string(),
    planid: z.string(),
    audience: z.enum(['artist', 'gallery', 'collector', 'fair']),
    period: z.enum(BILLING_PERIODS as [string, ...string[]]),
    /** 0 is free; -1 is agreed case by case. */
    prices,
    policy: artistPolicySchema.nullable(),
    trialDays: z.number().int(),
  })
  .meta({ id: 'Product' });
export type ProductDto = z.infer<typeof productSchema>;

export const artistPolicyAnswerSchema = z.object({
  code: artistPolicySchema,
  /** What an artist shows to qualify: nothing, a student card, a kein (예술인) certificate, or a grant from us. */
  proof: z.enum(['none', 'student_card', 'kein_certificate', 'granted']),
  products: z.array(productSchema),
});

export const cardSchema = z
  .object({ company: z.string().nullable(), number: z.string().nullable(), registeredAt: z.string() })
  .meta({ id: 'Card' });
export type CardDto = z.infer<typeof cardSchema>;

export const billingPlanSchema = z
  .object({
    planid: z.string().nullable(),
    productid: z.string().nullable(),
    state: z.string().nullable(),
    amount: z.number(),
    currency: currencySchema.nullable(),
    /** When the current period (or trial) ends: a renewal, a downgrade or a cancellation then. */
    periodEnd: z.string().nullable(),
    cancelAtPeriodEnd: z.boolean(),
    /** A cheaper product chosen during this period, taken at its end. */
    pendingProductid: z.string().nullable(),
    trialAvailable: z.boolean(),
    provider: z.enum(['toss', 'paypal']).nullable(),
    card: cardSchema.nullable(),
  })
  .meta({ id: 'BillingPlan' });
export type BillingPlanDto = z.infer<typeof billingPlanSchema>;

/** SPEC.md §7: PUT /billing/plan/update and /billing/plan/update/signup. */
export const planChangeSchema = z.object({
  uid: idText(),
  productid: productIdSchema,
  currency: currencySchema,
});

export const paymentRegisterSchema = z.object({
  uid: idText(),
  customerKey: text().min(2).max(300),
  authKey: text().min(1).max(300),
});

export const paymentMethodSchema = z.object({
  /** Whether card payments (Toss) are configured on this server. */
  enabled: z.boolean(),
  /** Whether the card window is the sandbox's (ADR 029): it opens at /sandbox/toss/…, no real money. */
  sandbox: z.boolean(),
  /** The key Toss's card window opens with (public by design), when enabled. */
  clientKey: z.string().nullable(),
  customerKey: z.string(),
  card: cardSchema.nullable(),
  /** What the PayPal button needs: on when configured, and PayPal's plan id per product. */
  paypal: z.object({
    enabled: z.boolean(),
    /** The PayPal window is the sandbox's (/sandbox/paypal/subscribe). */
    sandbox: z.boolean(),
    clientId: z.string().nullable(),
    plans: z.record(z.string(), z.string()),
  }),
});

export const orderInputSchema = z.object({
  productid: productIdSchema,
  currency: currencySchema,
  /** Buy it for someone else: paid once, it becomes a gift code (ADR 028). */
  gift: z.boolean().default(false),
});

export const orderSchema = z
  .object({
    orderId: z.string(),
    orderName: z.string(),
    amount: z.number(),
    currency: currencySchema,
    customerKey: z.string(),
    status: z.enum(['pending', 'sent', 'paid', 'failed']),
  })
  .meta({ id: 'Order' });

/** Toss's success redirect carries these; the amount is checked against our own order. */
export const paymentConfirmSchema = z.object({
  paymentKey: text().min(1).max(200),
  orderId: text().min(6).max(64),
  amount: z.number().positive().max(1_000_000_000),
});

export const planHistoryEntrySchema = z
  .object({
    id: z.string(),
    event: z.string(),
    planid: z.string(),
    productid: z.string(),
    state: z.string(),
    amount: z.number(),
    currency: z.string().nullable(),
    orderId: z.string().nullable(),
    receiptUrl: z.string().nullable(),
    periodEnd: z.string().nullable(),
    at: z.string(),
  })
  .meta({ id: 'PlanHistoryEntry' });
export type PlanHistoryEntryDto = z.infer<typeof planHistoryEntrySchema>;

/** Promo and gift codes (ADR 028). */
export const PROMO_KINDS = ['percent', 'amount', 'months'] as const;
export const promoCodeText = () =>
  text()
    .trim()
    .min(4)
    .max(40)
    .regex(/^[A-Za-z0-9-]+$/, 'letters, digits and dashes only')
    .transform((code) => code.toUpperCase());

export const promoSchema = z
  .object({
    promoid: z.string(),
    code: z.string(),
    kind: z.enum(PROMO_KINDS),
    /** Percent off, an amount off (major units of `currency`), or free periods of `productids[0]`. */
    value: z.number(),
    currency: currencySchema.nullable(),
    productids: z.array(z.string()),
    expiresAt: z.string().nullable(),
    gift: z.boolean(),
    /** Entered, redeemed (a discount waiting for the next charge) or spent. */
    status: z.enum(['entered', 'redeemed', 'spent']),
  })
  .meta({ id: 'Promo' });
export type PromoDto = z.infer<typeof promoSchema>;

export const promoCreateSchema = z
  .object({
    /** Made up when left out. */
    code: promoCodeText().optional(),
    kind: z.enum(PROMO_KINDS),
    value: z.number().int().min(1).max(1_000_000_000),
    currency: currencySchema.optional(),
    productids: z.array(productIdSchema).max(30).default([]),
    expiresAt: z.iso.datetime({ offset: true }).optional(),
    maxUses: z.number().int().min(1).max(1_000_000).optional(),
  })
  .superRefine((input, issues) => {
    if (input.kind === 'percent' && input.value > 100) {
      // Named, so a form can say the range (1–100 %) rather than that the value is wrong.
      issues.addIssue({
        code: 'custom',
        path: ['value'],
        message: 'a percentage is from 1 to 100',
        params: { problem: 'percentRange' },
      });
    }
    if (input.kind === 'amount' && !input.currency) {
      issues.addIssue({ code: 'custom', path: ['currency'], message: 'an amount needs its currency' });
    }
    if (input.kind === 'months' && input.productids.length !== 1) {
      issues.addIssue({ code: 'custom', path: ['productids'], message: 'free periods name exactly one product' });
    }
  });

export const promoAdminSchema = promoSchema
  .omit({ status: true })
  .extend({ maxUses: z.number().nullable(), uses: z.number(), createdAt: z.string() })
  .meta({ id: 'PromoAdmin' });

export const giftSendSchema = z.object({
  uid: idText(),
  orderId: text().min(6).max(64),
  /** The gift code the confirm answered, naming which gift to send. */
  code: promoCodeText(),
  /** Who receives it; the buyer when left out (to pass on by hand). */
  to: emailSchema.optional(),
});

export const giftConfirmedSchema = z.object({ orderId: z.string(), code: z.string(), productid: z.string() });

/** SPEC.md §7 POST /billing/paypal/subscription: what the PayPal button's approval hands back. */
export const paypalSubscriptionSchema = z.object({
  uid: idText(),
  currency: z.literal('USD'),
  productid: productIdSchema,
  paypalPlanId: text().min(1).max(100),
  orderId: text().min(1).max(100),
  subscriptionId: text().min(1).max(100),
});

/** A PayPal webhook delivery (the fields we read; the rest is kept for the signature check). */
export const paypalWebhookSchema = z.looseObject({
  id: text().min(1).max(100),
  event_type: text().min(1).max(100),
  resource: z.looseObject({}),
});

export const paypalWebhookHeadersSchema = z.object({
  'paypal-auth-algo': text().min(1).max(100),
  'paypal-cert-url': text().min(1).max(500),
  'paypal-transmission-id': text().min(1).max(100),
  'paypal-transmission-sig': text().min(1).max(1000),
  'paypal-transmission-time': text().min(1).max(100),
});

/** The A/B test of card registration, whose type and memo the server sets (SPEC.md §7 Tests). */
export const CARD_REGISTRATION_TEST = 'card-registration';

/** SPEC.md §7 POST /test. */
export const testResultSchema = z.object({
  tid: text().trim().min(1).max(100),
  uid: idText(),
  caseId: text().trim().min(1).max(100),
  type: text().trim().max(100).default(''),
  result: text().trim().min(1).max(200),
  memo: text().trim().max(500).optional(),
  utmSource: text().trim().max(200).optional(),
  utmMedium: text().trim().max(200).optional(),
  utmCampaign: text().trim().max(200).optional(),
  utmContent: text().trim().max(200).optional(),
});

export const billingSummarySchema = z
  .object({
    /** Users by analytics class (SPEC.md §4). */
    classes: z.object({ paid: z.number(), free: z.number(), expired: z.number(), notPaid: z.number() }),
    /** Paid orders by month (UTC) and currency, in major units. */
    revenue: z.array(z.object({ month: z.string(), currency: z.string(), amount: z.number(), orders: z.number() })),
    /** Live plans whose renewal was declined and is being retried. */
    failedRenewals: z.array(
      z.object({
        uid: z.string(),
        email: z.string(),
        productid: z.string().nullable(),
        attempts: z.number(),
        nextAttemptAt: z.string().nullable(),
      }),
    ),
  })
  .meta({ id: 'BillingSummary' });
