import { createPromo } from '../../modules/billing/promo.service.js';
import { changePlan, registerCard } from '../../modules/billing/billing.service.js';
import { DEMO_ADMIN } from './demo-accounts.seed.js';
import { identityOf } from './demo-inventory.seed.js';
import type { Seed } from './seed-runner.js';

/** The demo's codes, printed nowhere secret: the README names them. */
export const DEMO_CODES = { freeMonth: 'WELCOME-PRO', galleryDiscount: 'GALLERY-10' } as const;

/**
 * Billing in the demo (ADR 027–029): two codes made by the demo admin — a free month of Artist
 * pro and 10 % off Gallery pro — and, where the payment sandbox is on, the demo gallery on Gallery
 * pro yearly, paid with a sandbox card through the same calls a checkout makes, so its billing
 * page has a card, a receipt and a renewal date.
 */
export const demoBillingSeed: Seed = {
  name: 'demo-billing',
  run: async (ctx) => {
    const admin = await ctx.db.query.users.findFirst({ where: (table, { eq }) => eq(table.email, DEMO_ADMIN.email) });
    const adminIdentity = { userId: admin!.id, sessionId: 'seed', user: admin! };
    await createPromo(ctx, adminIdentity, {
      code: DEMO_CODES.freeMonth,
      kind: 'months',
      value: 1,
      productids: ['apro_default'],
      maxUses: 1000,
    });
    await createPromo(ctx, adminIdentity, {
      code: DEMO_CODES.galleryDiscount,
      kind: 'percent',
      value: 10,
      productids: ['gpro_default', 'gpro_default_y'],
      maxUses: 1000,
    });

    const toss = ctx.payments.sandbox.toss;
    if (!toss) return;
    const { identity } = await identityOf(ctx, 'gallery@demo.vernissage.kr');
    const uid = identity.userId;
    const customerKey = ctx.payments.customerKeyOf(uid);
    await registerCard(ctx, identity, { uid, customerKey, authKey: toss.authorizeCard(customerKey) });
    await changePlan(ctx, identity, { uid, productid: 'gpro_default_y', currency: 'KRW' });
  },
};
