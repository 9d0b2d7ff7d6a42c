import { ErrorCode, UserType } from '@vernissage/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promoCodes, promoRedemptions } from '../../db/schema/index.js';
import { promoCalls } from '../../test/promo-calls.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createUser, type SignedInUser } from '../../test/users.js';
import { setAdmin } from '../user/admin.service.js';

/** Entering a promo code on the billing page (POST /promocode): each refusal says why, as its own code. */

let t: TestApp;
let admin: SignedInUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.app, t.database.db);
  await setAdmin(t.database.db, admin.email, true);
});
afterAll(() => t.close());

const { call, makeCode } = promoCalls(
  () => t,
  () => admin,
  31,
);

const artist = () => createUser(t.app, t.database.db, { type: UserType.artist });
const enter = (user: SignedInUser, code: string) => call(user, 'POST', '/promocode', { uid: user.uid, code });
const redemptionsOf = (user: SignedInUser) =>
  t.database.db.select().from(promoRedemptions).where(eq(promoRedemptions.userId, user.uid));

describe('entering a promo code', () => {
  it('answers an unknown code 404, an expired one code_expired and a used-up one code_used_up, keeping nothing', async () => {
    const user = await artist();
    const unknown = await enter(user, 'NOPE-123');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: ErrorCode.notFound });

    const expired = await makeCode({ kind: 'percent', value: 10, expiresAt: '2099-01-01T00:00:00Z' });
    await t.database.db
      .update(promoCodes)
      .set({ expiresAt: new Date('2020-01-01T00:00:00Z') })
      .where(eq(promoCodes.id, expired.promoid));
    const late = await enter(user, expired.code);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: ErrorCode.codeExpired });

    const once = await makeCode({ kind: 'percent', value: 10, maxUses: 1 });
    const first = await artist();
    expect((await enter(first, once.code)).statusCode).toBe(200);
    const applied = await call(first, 'PUT', '/promocode/apply', undefined, { promoid: once.promoid });
    expect(applied.statusCode, applied.body).toBe(200);
    const gone = await enter(user, once.code);
    expect(gone.statusCode).toBe(409);
    expect(gone.json()).toMatchObject({ code: ErrorCode.codeUsedUp });

    expect(await redemptionsOf(user)).toEqual([]);
  });

  it('answers a code used up between entering and redeeming code_used_up too', async () => {
    const once = await makeCode({ kind: 'percent', value: 10, maxUses: 1 });
    const [first, second] = [await artist(), await artist()];
    for (const person of [first, second]) expect((await enter(person, once.code)).statusCode).toBe(200);
    expect((await call(first, 'PUT', '/promocode/apply', undefined, { promoid: once.promoid })).statusCode).toBe(200);
    const late = await call(second, 'PUT', '/promocode/apply', undefined, { promoid: once.promoid });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: ErrorCode.codeUsedUp });
    expect(await redemptionsOf(second)).toEqual([expect.objectContaining({ status: 'entered' })]);
  });
});
