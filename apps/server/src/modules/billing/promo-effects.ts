import { randomInt } from 'node:crypto';
import type { Currency, Product } from '@vernissage/shared';
import type { Database } from '../../db/client.js';
import { newId } from '../../platform/ids.js';
import type { OrderRow } from './billing.repository.js';
import * as repo from './promo.repository.js';

/** What codes do to charges and orders (ADR 028): read by the charging code, below the services. */

/**
 * The first waiting discount that fits a charge (its product and currency), and what the charge
 * comes to with it. The discount is spent when the order is paid (`spendDiscount`).
 */
export async function discountFor(
  db: Database,
  uid: string,
  product: Product,
  currency: Currency,
  amountMinor: number,
): Promise<{ amountMinor: number; promoId: string | null }> {
  for (const { promo } of await repo.waitingDiscounts(db, uid)) {
    if (promo.productids.length > 0 && !promo.productids.includes(product.productid)) continue;
    if (promo.kind === 'percent') {
      return { amountMinor: amountMinor - Math.floor((amountMinor * promo.value) / 100), promoId: promo.id };
    }
    if (promo.kind === 'amount' && promo.currency === currency) {
      return { amountMinor: Math.max(0, amountMinor - promo.value), promoId: promo.id };
    }
  }
  return { amountMinor, promoId: null };
}

export async function spendDiscount(db: Database, promoId: string, uid: string, orderId: string) {
  await repo.setRedemption(db, promoId, uid, { status: 'spent', orderId });
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export function randomCode(prefix: string): string {
  const part = () => Array.from({ length: 4 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
  return `${prefix}-${part()}-${part()}`;
}

/** A paid gift order becomes a one-use code for one period of its product (in the settling transaction). */
export async function issueGiftCode(tx: Database, order: OrderRow): Promise<void> {
  for (;;) {
    const issued = await repo.insertPromo(tx, {
      id: newId(),
      code: randomCode('GIFT'),
      kind: 'months',
      value: 1,
      productids: [order.productid],
      maxUses: 1,
      giftOrderId: order.orderId,
      createdBy: order.userId,
    });
    if (issued) return;
  }
}
