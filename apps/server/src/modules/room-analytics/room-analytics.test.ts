import { randomBytes } from 'node:crypto';
import { roomBeaconSchema, type RoomAnalytics } from '@vernissage/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArtwork } from '../../db/factories/artwork.factory.js';
import { roomVisits } from '../../db/schema/index.js';
import { sendQueuedMail } from '../../platform/mail/mail-queue.js';
import { injectMultipart } from '../../test/multipart.js';
import { startSmtpTestServer, type SmtpTestServer } from '../../test/smtp-test-server.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createUser, type SignedInUser } from '../../test/users.js';
import { purgeOldRoomVisits } from './room-analytics.service.js';

const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1';
const token = () => randomBytes(16).toString('base64url');

let t: TestApp;
let smtp: SmtpTestServer;
let gallery: SignedInUser;
let stranger: SignedInUser;
let workA: string;
let workB: string;
let outside: string;

interface Room {
  shareid: string;
  path: string;
  links: { lid: string; name: string; path: string }[];
}

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  t = await createTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL: 'http://vernissage.test' } });
  gallery = await createUser(t.app, t.database.db, { type: 0, name: 'Gallery Hyun' });
  stranger = await createUser(t.app, t.database.db, { type: 0 });
  const make = async (title: string) =>
    (await createArtwork(t.database.db, { gid: gallery.gid, createdBy: gallery.uid, title })).artwork.id;
  [workA, workB, outside] = [await make('Moon Jar'), await make('Blue Hour'), await make('Not in the room')];
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

async function room(data: Record<string, unknown> = {}): Promise<Room> {
  const response = await injectMultipart(t.app, {
    method: 'POST',
    url: '/api/share',
    data: {
      title: 'Autumn viewing',
      works: [{ aid: workA }, { aid: workB }],
      links: [{ name: 'Kim' }, { name: 'Lee' }],
      ...data,
    },
    headers: { ...gallery.auth, gid: gallery.gid },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Room>();
}

const beacon = (path: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/share/url/${path}/visit`,
    headers: { 'user-agent': PHONE, ...headers },
    payload: { seconds: 0, works: [], ...body },
  });

const analytics = async (shareid: string, user = gallery) => {
  const answer = await t.app.inject({ method: 'GET', url: '/api/share/analytics', headers: { ...user.auth, shareid } });
  return { status: answer.statusCode, body: answer.json<RoomAnalytics>() };
};

describe('viewing room analytics', () => {
  it('counts opens, unique visitors, time and the works looked at, per recipient link and for the room', async () => {
    const { shareid, path, links } = await room();
    const [kim, lee] = links as [Room['links'][number], Room['links'][number]];
    const kimsBrowser = token();
    const firstVisit = token();
    // Kim opens the link, looks at work A for 20 s, then at work B for 5 s, over three beacons.
    expect((await beacon(kim.path, { visit: firstVisit, visitor: kimsBrowser })).json()).toEqual({ counted: true });
    await beacon(kim.path, {
      visit: firstVisit,
      visitor: kimsBrowser,
      seconds: 30,
      works: [{ aid: workA, seconds: 20, opened: true }],
    });
    await beacon(kim.path, {
      visit: firstVisit,
      visitor: kimsBrowser,
      seconds: 10,
      works: [{ aid: workB, seconds: 5, opened: true }],
    });
    // Kim comes back later (a second visit, same browser) and looks at A again.
    await beacon(kim.path, {
      visit: token(),
      visitor: kimsBrowser,
      seconds: 15,
      works: [{ aid: workA, seconds: 15, opened: true }],
    });
    // Someone opens the room's own path; Lee never opens hers.
    await beacon(path, { visit: token(), visitor: token(), seconds: 8 });

    const { status, body } = await analytics(shareid);
    expect(status).toBe(200);
    expect(body).toMatchObject({ opens: 3, visitors: 2, seconds: 63 });
    expect(body.works).toEqual([
      { aid: workA, seconds: 35, opens: 2 },
      { aid: workB, seconds: 5, opens: 1 },
    ]);
    const kims = body.links.find((link) => link.linkId === kim.lid);
    expect(kims).toMatchObject({ opens: 2, visitors: 1, seconds: 55 });
    expect(Date.parse(kims!.lastOpenAt!)).toBeGreaterThanOrEqual(Date.parse(kims!.firstOpenAt!));
    expect(body.links.find((link) => link.linkId === null)).toMatchObject({ opens: 1, seconds: 8, works: [] });
    expect(body.links.find((link) => link.linkId === lee.lid)).toBeUndefined();
  });

  it('counts neither robots nor the gallery itself, nor works outside the room', async () => {
    const { shareid, path } = await room();
    const robot = await beacon(
      path,
      { visit: token(), visitor: token(), seconds: 9 },
      { 'user-agent': 'facebookexternalhit/1.1' },
    );
    expect(robot.json()).toEqual({ counted: false });
    const own = await beacon(path, { visit: token(), visitor: token(), seconds: 9 }, { cookie: gallery.cookie });
    expect(own.json()).toEqual({ counted: false });
    // Another workspace's member is a visitor like any other.
    await beacon(path, { visit: token(), visitor: token(), seconds: 4 }, { cookie: stranger.cookie });
    await beacon(path, { visit: token(), visitor: token(), works: [{ aid: outside, seconds: 30, opened: true }] });
    const { body } = await analytics(shareid);
    expect(body).toMatchObject({ opens: 2, seconds: 4, works: [] });
  });

  it('does not let a visit be taken over by another room, link or browser', async () => {
    const first = await room();
    const second = await room();
    const visit = token();
    const visitor = token();
    await beacon(first.path, { visit, visitor, seconds: 5 });
    for (const [at, who] of [
      [second.path, visitor],
      [first.links[0]!.path, visitor],
      [first.path, token()],
    ] as const) {
      expect((await beacon(at, { visit, visitor: who, seconds: 50 })).json()).toEqual({ counted: false });
    }
    expect((await analytics(first.shareid)).body.seconds).toBe(5);
    expect((await analytics(second.shareid)).body.opens).toBe(0);
  });

  it("mails the room's maker on a link's first open, once, and not when the room says not to", async () => {
    const { links } = await room({ title: 'Told of opens' });
    await beacon(links[0]!.path, { visit: token(), visitor: token() });
    await beacon(links[0]!.path, { visit: token(), visitor: token() });
    const quiet = await room({ title: 'Not told', notifyFirstOpen: false });
    await beacon(quiet.links[0]!.path, { visit: token(), visitor: token() });
    await sendQueuedMail(t.app.ctx);

    const mail = await smtp.mailTo(gallery.email, /Told of opens/);
    expect(mail.text).toContain('Kim');
    expect(mail.text).toContain('http://vernissage.test/privateshare');
    const told = smtp.received.filter((received) => received.to.includes(gallery.email.toLowerCase()));
    expect(told.filter((received) => received.subject.includes('Told of opens'))).toHaveLength(1);
    expect(told.filter((received) => received.subject.includes('Not told'))).toHaveLength(0);
  });

  it('answers 404 where the room does not open, and counts nothing', async () => {
    const locked = await room({ passcode: 'open sesame' });
    const expired = await room({ expiresAt: new Date(Date.now() - 60_000).toISOString() });
    for (const path of [locked.path, expired.path, 'no-such-room-path-at-all']) {
      expect((await beacon(path, { visit: token(), visitor: token() })).statusCode).toBe(404);
    }
    const regenerated = await room();
    await injectMultipart(t.app, {
      method: 'PUT',
      url: '/api/share',
      data: { regeneratePath: true },
      headers: { ...gallery.auth, shareid: regenerated.shareid },
    });
    expect((await beacon(regenerated.path, { visit: token(), visitor: token() })).statusCode).toBe(404);
    expect((await analytics(locked.shareid)).body.opens).toBe(0);
  });

  it('shows a room to its workspace only', async () => {
    const { shareid } = await room();
    expect((await analytics(shareid, stranger)).status).toBe(404);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/share/analytics', headers: { shareid } });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses beacons that would inflate time or carry something else than random ids', async () => {
    const { path } = await room();
    const visit = token();
    const visitor = token();
    for (const body of [
      { visit, visitor, seconds: 61 },
      { visit, visitor, seconds: 5, works: [{ aid: workA, seconds: 600 }] },
      { visit: 'kim@example.com', visitor, seconds: 5 },
      { visit: 'short', visitor, seconds: 5 },
    ]) {
      expect(roomBeaconSchema.safeParse(body).success).toBe(false);
      expect((await beacon(path, body)).statusCode).toBe(400);
    }
  });

  it('deletes visits after 13 months, with their work views', async () => {
    const { shareid, path } = await room();
    const old = token();
    await beacon(path, { visit: old, visitor: token(), works: [{ aid: workA, seconds: 3, opened: true }] });
    await beacon(path, { visit: token(), visitor: token() });
    await t.database.db.execute(
      sql`update ${roomVisits} set opened_at = now() - interval '14 months' where id = ${old}`,
    );

    expect(await purgeOldRoomVisits(t.app.ctx)).toBe(1);
    const { body } = await analytics(shareid);
    expect(body.opens).toBe(1);
    expect(body.works).toEqual([]);
  });
});
