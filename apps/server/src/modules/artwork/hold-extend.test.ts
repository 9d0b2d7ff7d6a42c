import { ArtworkState, HOLD_EXTEND_MAX_DAYS, PermissionLevel, type ShareDto } from '@vernissage/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artworkState, createArtwork } from '../../db/factories/artwork.factory.js';
import { inventoryItems, shares } from '../../db/schema/index.js';
import { startSmtpTestServer, type SmtpTestServer } from '../../test/smtp-test-server.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { addMember, createUser, type SignedInUser } from '../../test/users.js';

const { shared, holding } = ArtworkState;
const DAY_MS = 24 * 3600 * 1000;

let t: TestApp;
let smtp: SmtpTestServer;
let gallery: SignedInUser;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  t = await createTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL: 'http://vernissage.test' } });
  gallery = await createUser(t.app, t.database.db, { type: 0, name: 'Gallery Hyun' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const post = (user: SignedInUser, url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: user.auth, payload });
const extend = (user: SignedInUser, sid: string) => post(user, '/api/artwork/shared/hold/extend', { sid });

async function storedShare(sid: string) {
  const [row] = await t.database.db.select().from(shares).where(eq(shares.id, sid));
  return row!;
}

/** A work of the gallery offered to a new collector, who holds it unless told otherwise. */
async function offered(title: string, hold = true) {
  const collector = await createUser(t.app, t.database.db, { type: 3 });
  const { artwork } = await createArtwork(t.database.db, { gid: gallery.gid, createdBy: gallery.uid, title });
  const offer = await post(gallery, '/api/artwork/share', { aid: artwork.id, shareuid: collector.uid });
  expect(offer.statusCode, offer.body).toBe(200);
  const { sid } = offer.json<{ sid: string }>();
  if (hold) expect((await post(collector, '/api/artwork/shared/hold', { sid })).statusCode).toBe(200);
  return { sid, aid: artwork.id, collector };
}

describe('extending a hold', () => {
  it("moves the hold's end by the workspace's hold length and tells the holder by mail", async () => {
    const { sid, aid, collector } = await offered('Moon Jar');
    const before = (await storedShare(sid)).holdExpiresAt!;

    const answer = await extend(gallery, sid);
    expect(answer.statusCode, answer.body).toBe(200);
    const until = new Date(before.getTime() + 7 * DAY_MS);
    expect(answer.json<ShareDto>()).toMatchObject({
      sid,
      state: holding,
      holdExpiresAt: until.toISOString(),
      // As the owner sees it: the account she named, never its address.
      recipient: { uid: collector.uid, email: null },
    });
    expect((await storedShare(sid)).holdExpiresAt).toEqual(until);
    expect(await artworkState(t.database.db, aid)).toBe(holding);
    const mail = await smtp.mailTo(collector.email, /Your hold on Moon Jar is extended/);
    expect(mail.text).toContain(until.toISOString().slice(0, 10));
    expect(mail.text).toContain(`http://vernissage.test/shared/${sid}`);
  });

  it(`refuses a hold that would run more than ${HOLD_EXTEND_MAX_DAYS} days ahead, and changes nothing`, async () => {
    const { sid } = await offered('Long hold');
    // Three extensions take a 7-day hold to 28 days ahead; a fourth would make 35.
    expect((await extend(gallery, sid)).statusCode).toBe(200);
    expect((await extend(gallery, sid)).statusCode).toBe(200);
    expect((await extend(gallery, sid)).statusCode).toBe(200);
    const before = await storedShare(sid);
    const refused = await extend(gallery, sid);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/more than 30 days ahead/);
    expect(await storedShare(sid)).toEqual(before);
  });

  it('refuses an offer that is not on hold, or whose hold has run out (409)', async () => {
    const open = await offered('Only offered', false);
    const refused = await extend(gallery, open.sid);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'invalid_transition',
      message: expect.stringMatching(/running hold/),
    });
    expect(await storedShare(open.sid)).toMatchObject({ state: shared, holdExpiresAt: null });

    const ranOut = await offered('Ran out');
    const past = new Date(Date.now() - 60_000);
    await t.database.db.update(shares).set({ holdExpiresAt: past }).where(eq(shares.id, ranOut.sid));
    expect((await extend(gallery, ranOut.sid)).json()).toMatchObject({ code: 'invalid_transition' });
    expect(await storedShare(ranOut.sid)).toMatchObject({ state: holding, holdExpiresAt: past });
  });

  it("is the owner side's: the holder, a stranger and a member who may only read are refused, and nothing changes", async () => {
    const { sid, aid, collector } = await offered('Mine to hold');
    const before = await storedShare(sid);
    const stranger = await createUser(t.app, t.database.db, { type: 0 });
    const member = await createUser(t.app, t.database.db, { type: 9 });
    await addMember(t.database.db, gallery.gid, member.uid);
    await t.database.db
      .update(inventoryItems)
      .set({ accessLevel: PermissionLevel.read })
      .where(eq(inventoryItems.artworkId, aid));

    expect((await extend(collector, sid)).statusCode).toBe(404);
    expect((await extend(stranger, sid)).statusCode).toBe(404);
    expect((await extend(member, sid)).statusCode).toBe(403);
    expect((await extend(gallery, 'no-such-offer')).statusCode).toBe(404);
    expect(await storedShare(sid)).toEqual(before);
  });

  it("answers 404 to another workspace's offer", async () => {
    const other = await createUser(t.app, t.database.db, { type: 0 });
    const collector = await createUser(t.app, t.database.db, { type: 3 });
    const { artwork } = await createArtwork(t.database.db, { gid: other.gid, createdBy: other.uid });
    const { sid } = (await post(other, '/api/artwork/share', { aid: artwork.id, shareuid: collector.uid })).json<{
      sid: string;
    }>();
    expect((await post(collector, '/api/artwork/shared/hold', { sid })).statusCode).toBe(200);
    const before = await storedShare(sid);
    expect((await extend(gallery, sid)).statusCode).toBe(404);
    expect(await storedShare(sid)).toEqual(before);
  });
});
