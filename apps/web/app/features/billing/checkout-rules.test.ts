import { findProduct, type BillingPlanDto } from '@vernissage/shared';
import { describe, expect, it } from 'vitest';
import { blockedUntil } from './checkout-rules';

const now = new Date('2026-12-08T00:00:00Z');
const paying = (currency: 'KRW' | 'USD'): BillingPlanDto => ({
  planid: 'apro',
  productid: 'apro_default',
  state: 'active',
  amount: currency === 'KRW' ? 12_000 : 9,
  currency,
  periodEnd: '2027-01-08T00:00:00Z',
  cancelAtPeriodEnd: false,
  pendingProductid: null,
  trialAvailable: false,
  provider: currency === 'KRW' ? 'toss' : 'paypal',
  card: null,
});

describe('blockedUntil', () => {
  const yearly = findProduct('apro_default_y')!;
  it('keeps a paid period from being charged again through PayPal or in another currency', () => {
    expect(blockedUntil(paying('KRW'), yearly, 'USD', now)).toBe('currency');
    expect(blockedUntil(paying('USD'), yearly, 'USD', now)).toBe('paypal');
  });
  it('lets the card path and a plan without a paid period through', () => {
    expect(blockedUntil(paying('KRW'), yearly, 'KRW', now)).toBeNull();
    expect(blockedUntil({ ...paying('USD'), periodEnd: '2026-12-01T00:00:00Z' }, yearly, 'USD', now)).toBeNull();
    expect(blockedUntil({ ...paying('KRW'), amount: 0 }, yearly, 'USD', now)).toBeNull();
  });
});
