import { promoCreateSchema } from '@vernissage/shared';
import { describe, expect, it } from 'vitest';
import { contractInput } from '../forms/form-values';
import { emptyPromoValues, preparePromo } from './promo-form';

describe('the promo code form', () => {
  it('sends the expiry typed in Seoul as an instant, and leaves empty fields out', () => {
    const values = { ...emptyPromoValues(), value: 20, expiresAt: '2027-01-31T23:59' };
    const sent = promoCreateSchema.parse(contractInput(promoCreateSchema, preparePromo(values)));
    expect(sent).toEqual({ kind: 'percent', value: 20, productids: [], expiresAt: '2027-01-31T23:59:00+09:00' });
  });

  it('lets the contract refuse what it refuses (an amount without its currency)', () => {
    const values = { ...emptyPromoValues(), kind: 'amount' as const, value: 5000 };
    expect(promoCreateSchema.safeParse(contractInput(promoCreateSchema, preparePromo(values))).success).toBe(false);
  });
});
