import { ArtworkState } from '@vernissage/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArtwork } from '../../db/factories/artwork.factory.js';
import { shares } from '../../db/schema/index.js';
import { startSmtpTestServer, type SmtpTestServer } from '../../test/smtp-test-server.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createUser, type SignedInUser } from '../../test/users.js';

const PUBLIC_URL = 'http://vernissage.test';

let t: TestApp;
let smtp: SmtpTestServer;
let gallery: SignedInUser;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  t = await createTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL } });
  gallery = await createUser(t.app, t.database.db, { type: 0, name: 'Gallery Hyun' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

type ShareJson = Record<string, unknown> & {
  sid: string;
  aid: string;
  shareuid: string | null;
  recipient: Record<string, unknown>;
};

async function work(title: string) {
  return (await createArtwork(t.database.db, { gid: gallery.gid, title, priceAmount: 5_000_000 })).artwork;
}

async function offer(payload: Record<string, unknown>) {
  const response = await t.app.inject({ method: 'POST', url: '/api/artwork/share', headers: gallery.auth, payload });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ShareJson>();
}

/** What differs between two offers by nature (ids, times, the work), taken out to compare the rest. */
function shape(share: ShareJson) {
  const { sid: _sid, aid: _aid, shareat: _shareat, artwork: _artwork, recipient, ...rest } = share;
  return { ...rest, recipient: { ...recipient, email: typeof recipient.email } };
}

/** Signs up through the real route, then follows the verification link from the mail. */
async function signUpAndVerify(email: string, remoteAddress: string) {
  const password = 'a long enough password';
  const signup = await t.app.inject({
    method: 'POST',
    url: '/api/user/signup',
    remoteAddress,
    payload: { email, password, name: 'New Collector', type: 3, allowMarketing: false },
  });
  expect(signup.statusCode, signup.body).toBe(200);
  const mail = await smtp.mailTo(email, /Verify/);
  const link = new URL(/(https?:\/\/\S+verify-email\S*)/.exec(mail.text)![1]!);
  const verified = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}`, remoteAddress });
  expect(verified.statusCode, verified.body).toBeLessThan(400);
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/user/login',
    remoteAddress,
    headers: { 'x-token-delivery': 'body' },
    payload: { id: email, oauth: 'credentials', password },
  });
  expect(login.statusCode, login.body).toBe(200);
  const body = login.json<{ user: { uid: string }; accessToken: string }>();
  return { uid: body.user.uid, auth: { authorization: `Bearer ${body.accessToken}` } };
}

describe('offering to an e-mail address', () => {
  it('answers the same whether or not an account uses the address, and invites a newcomer by mail', async () => {
    const ann = await createUser(t.app, t.database.db, { type: 3, name: 'Ann Collector' });
    const [first, second] = [await work('Moon Jar'), await work('Blue Hour')];
    const known = await offer({ aid: first.id, email: ann.email });
    const unknown = await offer({ aid: second.id, email: 'newcomer@elsewhere.test' });

    expect(known).toMatchObject({ shareuid: null, recipient: { uid: null, name: null, email: ann.email } });
    expect(unknown).toMatchObject({
      shareuid: null,
      recipient: { uid: null, name: null, email: 'newcomer@elsewhere.test' },
    });
    expect(shape(unknown)).toEqual(shape(known));
    expect(JSON.stringify(known)).not.toContain(ann.uid);
    expect(JSON.stringify(known)).not.toContain('Ann Collector');

    // The workspace's list shows both the same way.
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/artwork/shares',
      headers: { ...gallery.auth, gid: gallery.gid },
    });
    const listed = list.json<{ items: ShareJson[] }>().items;
    const listedAs = (sid: string) => listed.find((entry) => entry.sid === sid)!;
    expect(shape(listedAs(unknown.sid))).toEqual(shape(listedAs(known.sid)));

    // Each address gets mail: the offer itself for an account, an invitation to sign up otherwise.
    const offerMail = await smtp.mailTo(ann.email, /offers you/);
    expect(offerMail.text).toContain(`${PUBLIC_URL}/shared/${known.sid}`);
    const invitation = await smtp.mailTo('newcomer@elsewhere.test', /offers you/);
    expect(invitation.text).toContain(`${PUBLIC_URL}/signup`);
    expect(invitation.text).toContain(`${PUBLIC_URL}/shared/${unknown.sid}`);
    expect(invitation.text).toContain('Gallery Hyun');
  });

  it('keeps the offer for the address until it signs up and verifies, then it is theirs to hold', async () => {
    const piece = await work('Waiting Room');
    const email = 'late.comer@elsewhere.test';
    const pending = await offer({ aid: piece.id, email });
    const [row] = await t.database.db.select().from(shares).where(eq(shares.id, pending.sid));
    expect(row).toMatchObject({ shareuid: null, email, state: ArtworkState.shared });

    // Nobody else can take it: another account cannot read or act on it.
    const other = await createUser(t.app, t.database.db, { type: 3 });
    const look = await t.app.inject({
      method: 'GET',
      url: `/api/artwork/shared/a/${pending.sid}`,
      headers: other.auth,
    });
    expect(look.statusCode).toBe(404);
    const hold = await t.app.inject({
      method: 'POST',
      url: '/api/artwork/shared/hold',
      headers: other.auth,
      payload: { sid: pending.sid },
    });
    expect(hold.statusCode).toBe(404);
    const [untouched] = await t.database.db.select().from(shares).where(eq(shares.id, pending.sid));
    expect(untouched).toMatchObject({ shareuid: null, state: ArtworkState.shared });

    const newcomer = await signUpAndVerify(email, '127.9.0.1');
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/artwork/shared/${newcomer.uid}`,
      headers: newcomer.auth,
    });
    expect(mine.json()).toEqual([
      expect.objectContaining({
        sid: pending.sid,
        shareuid: newcomer.uid,
        recipient: expect.objectContaining({ email }),
      }),
    ]);
    const held = await t.app.inject({
      method: 'POST',
      url: '/api/artwork/shared/hold',
      headers: newcomer.auth,
      payload: { sid: pending.sid },
    });
    expect(held.json()).toMatchObject({ state: ArtworkState.holding });
    // The workspace sees the address it typed and, now that its hold made them known, their name.
    const owner = await t.app.inject({
      method: 'GET',
      url: `/api/artwork/shared/a/${pending.sid}`,
      headers: gallery.auth,
    });
    expect(owner.json()).toMatchObject({ shareuid: null, recipient: { uid: null, name: 'New Collector', email } });
  });

  it('does not give an offer to an account that has not verified the address', async () => {
    const email = 'unverified@elsewhere.test';
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/user/signup',
      remoteAddress: '127.9.0.2',
      payload: { email, password: 'a long enough password', name: 'Claimant', type: 3, allowMarketing: false },
    });
    expect(signup.statusCode, signup.body).toBe(200);
    const piece = await work('Not yet');
    const pending = await offer({ aid: piece.id, email });
    const [row] = await t.database.db.select().from(shares).where(eq(shares.id, pending.sid));
    expect(row?.shareuid).toBeNull();
    // It is invited like a newcomer, not told of the offer as an account holder.
    expect((await smtp.mailTo(email, /offers you/)).text).toContain(`${PUBLIC_URL}/signup`);
  });
});

describe('the account behind an address, once it holds or asks to buy', () => {
  const recipientsSeenBy = async (aid: string, sid: string) => {
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/artwork/shares?aid=${aid}`,
      headers: { ...gallery.auth, gid: gallery.gid },
    });
    const one = await t.app.inject({ method: 'GET', url: `/api/artwork/shared/a/${sid}`, headers: gallery.auth });
    const today = await t.app.inject({
      method: 'GET',
      url: '/api/workspace/today',
      headers: { ...gallery.auth, gid: gallery.gid },
    });
    const held = today.json<{ holds: { share: ShareJson }[] }>().holds.find((entry) => entry.share.sid === sid);
    return {
      list: list.json<{ items: ShareJson[] }>().items.map((entry) => entry.recipient),
      one: one.json<ShareJson>().recipient,
      today: held?.share.recipient,
    };
  };
  const auditRecipients = async (aid: string) => {
    const log = await t.app.inject({
      method: 'GET',
      url: `/api/workspace/audit?aid=${aid}&size=100`,
      headers: { ...gallery.auth, gid: gallery.gid },
    });
    expect(log.statusCode, log.body).toBe(200);
    return log
      .json<{ items: { details: { shares?: { recipient: string }[] } }[] }>()
      .items.reverse()
      .map((entry) => entry.details.shares?.[0]?.recipient);
  };

  it('is named by its account everywhere the workspace looks, as offers by uid are; before, only the address', async () => {
    const jihoon = await createUser(t.app, t.database.db, { type: 3, name: '박지훈' });
    const piece = await work('Named Later');
    const made = await offer({ aid: piece.id, email: jihoon.email });
    // Nothing said yet about who uses the address (ADR 013), the log included.
    const unnamed = { uid: null, name: null, email: jihoon.email };
    expect(await recipientsSeenBy(piece.id, made.sid)).toEqual({ list: [unnamed], one: unnamed, today: undefined });
    expect(await auditRecipients(piece.id)).toEqual([jihoon.email]);

    const hold = await t.app.inject({
      method: 'POST',
      url: '/api/artwork/shared/hold',
      headers: jihoon.auth,
      payload: { sid: made.sid },
    });
    expect(hold.statusCode, hold.body).toBe(200);
    const named = { uid: null, name: '박지훈', email: jihoon.email };
    expect(await recipientsSeenBy(piece.id, made.sid)).toEqual({ list: [named], one: named, today: named });
    // The hold mail to the workspace names them too.
    await smtp.mailTo(gallery.email, /Named Later/);

    // Released, the offer still names them, and so does the log from the hold on.
    const release = await t.app.inject({
      method: 'POST',
      url: '/api/artwork/shared/hold/cancel',
      headers: gallery.auth,
      payload: { sid: made.sid },
    });
    expect(release.statusCode, release.body).toBe(200);
    expect((await recipientsSeenBy(piece.id, made.sid)).one).toEqual(named);
    expect(await auditRecipients(piece.id)).toEqual([jihoon.email, '박지훈', '박지훈']);
  });
});

describe('offering to a uid', () => {
  it('names the user but never shows the e-mail behind the uid to the workspace', async () => {
    const bob = await createUser(t.app, t.database.db, { type: 3, name: 'Bob Buyer' });
    const piece = await work('By uid');
    const made = await offer({ aid: piece.id, shareuid: bob.uid });
    expect(made).toMatchObject({ shareuid: bob.uid, recipient: { uid: bob.uid, name: 'Bob Buyer', email: null } });
    const seen = await t.app.inject({ method: 'GET', url: `/api/artwork/shared/a/${made.sid}`, headers: gallery.auth });
    expect(seen.json()).toMatchObject({ recipient: { email: null } });
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/artwork/shares?aid=${piece.id}`,
      headers: { ...gallery.auth, gid: gallery.gid },
    });
    expect(list.body).not.toContain(bob.email);
    // The recipient sees their own account.
    const theirs = await t.app.inject({ method: 'GET', url: `/api/artwork/shared/a/${made.sid}`, headers: bob.auth });
    expect(theirs.json()).toMatchObject({ recipient: { uid: bob.uid, email: bob.email } });
  });

  it('answers 404 for a uid that names nobody, and offers nothing', async () => {
    const piece = await work('Nobody');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/artwork/share',
      headers: gallery.auth,
      payload: { aid: piece.id, shareuid: 'no-such-user' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    expect(await t.database.db.select().from(shares).where(eq(shares.artworkId, piece.id))).toEqual([]);
  });
});
