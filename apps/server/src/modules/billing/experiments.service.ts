import {
  CARD_REGISTRATION_TEST,
  fromMinorUnits,
  type Currency,
  type ParsedBody,
  type testResultRoute,
} from '@vernissage/shared';
import type { Identity } from '../../platform/auth/session-guard.js';
import type { AppContext } from '../../platform/context.js';
import { newId } from '../../platform/ids.js';
import { requireAdmin } from '../user/user.service.js';
import * as repo from './billing.repository.js';
import { assertSelf } from './billing.service.js';

/**
 * The card-registration test's arm: the parity of the user id's last character's code, so an
 * account always sees the same arm and the split needs no storage (SPEC.md §7 Tests).
 */
export function cardRegistrationArm(uid: string): 'even' | 'odd' {
  return uid.charCodeAt(uid.length - 1) % 2 === 0 ? 'even' : 'odd';
}

/** SPEC.md §7 POST /test: stored with the marketing fields; identity from the session only. */
export async function reportTestResult(ctx: AppContext, identity: Identity, input: ParsedBody<typeof testResultRoute>) {
  assertSelf(identity, input.uid);
  const cardTest = input.tid === CARD_REGISTRATION_TEST;
  const user = identity.user;
  const type = cardTest ? cardRegistrationArm(identity.userId) : input.type;
  const memo = cardTest ? `${user.planid ?? 'none'}/${user.productid ?? 'none'}` : (input.memo ?? null);
  await repo.insertTestResult(ctx.db, {
    id: newId(),
    tid: input.tid,
    userId: identity.userId,
    caseId: input.caseId,
    type,
    result: input.result,
    memo,
    utmSource: input.utmSource ?? user.utmSource,
    utmMedium: input.utmMedium ?? user.utmMedium,
    utmCampaign: input.utmCampaign ?? user.utmCampaign,
    utmContent: input.utmContent ?? user.utmContent,
  });
  return { ok: true as const, type, memo };
}

/** The admin's view of billing: who pays, what came in, which renewals are failing. */
export async function billingSummary(ctx: AppContext, identity: Identity) {
  requireAdmin(identity);
  const [classes, revenue, failed] = await Promise.all([
    repo.usersByPlanClass(ctx.db),
    repo.revenueByMonth(ctx.db),
    repo.failedRenewals(ctx.db),
  ]);
  const counts = { paid: 0, free: 0, expired: 0, notPaid: 0 };
  for (const row of classes) counts[row.klass as keyof typeof counts] = row.count;
  return {
    classes: counts,
    revenue: revenue.map((row) => ({
      month: row.month,
      currency: row.currency,
      amount: fromMinorUnits(row.amountMinor, row.currency as Currency),
      orders: row.orders,
    })),
    failedRenewals: failed.map((row) => ({ ...row, nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null })),
  };
}
