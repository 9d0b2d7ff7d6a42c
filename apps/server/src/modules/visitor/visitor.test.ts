import net from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createArtwork } from '../../db/factories/artwork.factory.js';
import { mailQueue, visitorMessages } from '../../db/schema/index.js';
import { sendQueuedMail } from '../../platform/mail/mail-queue.js';
import { startSmtpTestServer, type SmtpTestServer } from '../../test/smtp-test-server.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createUser, type SignedInUser } from '../../test/users.js';
import { addMemberDirectly } from '../workspace/workspace.service.js';

let t: TestApp;
let smtp: SmtpTestServer;
let owner: SignedInUser;
let gid: string;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  t = await createTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL: 'http://vernissage.test' } });
  owner = await createUser(t.app, t.database.db, { type: 0, name: 'Gallery Hyun', email: 'owner@visitors.test' });
  gid = owner.gid;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

let visitorCounter = 0;
/** Each visitor writes from an address of their own, as people do (the limits are per address). */
const nextAddress = () => `10.20.${(++visitorCounter >> 8) & 255}.${visitorCounter & 255}`;

type Json = Record<string, unknown>;
const send = (app: TestApp, path: 'message' | 'lead', payload: unknown, remoteAddress = nextAddress()) =>
  app.app.inject({ method: 'POST', url: `/api/visitor/${path}`, payload: payload as Json, remoteAddress });

const storedIn = (app: TestApp, galleryId = gid) =>
  app.database.db.select().from(visitorMessages).where(eq(visitorMessages.galleryId, galleryId));

describe('a visitor writes to a gallery', () => {
  it('stores the message with where it came from, and mails the owners and admins (not plain members)', async () => {
    const admin = await createUser(t.app, t.database.db, { email: 'admin@visitors.test' });
    const member = await createUser(t.app, t.database.db, { email: 'member@visitors.test' });
    await addMemberDirectly(t.app.ctx, gid, admin.uid, 'admin');
    await addMemberDirectly(t.app.ctx, gid, member.uid, 'member');
    const { artwork } = await createArtwork(t.database.db, { gid, createdBy: owner.uid, title: 'Moon Jar' });

    const response = await send(t, 'message', {
      gid,
      message: '  Is the moon jar still available?  ',
      answers: { budget: 'under 20M KRW' },
      name: 'Mina Park',
      email: 'Mina@Collector.test',
      source: { kind: 'room', id: 'room-1', path: '/showcase/rooms/spring' },
      aid: artwork.id,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { vmid } = response.json<{ vmid: string }>();
    const [row] = await t.database.db.select().from(visitorMessages).where(eq(visitorMessages.id, vmid));
    expect(row).toMatchObject({
      galleryId: gid,
      kind: 'message',
      status: 'unread',
      message: 'Is the moon jar still available?',
      answers: { budget: 'under 20M KRW' },
      name: 'Mina Park',
      email: 'mina@collector.test',
      source: { kind: 'room', id: 'room-1', path: '/showcase/rooms/spring' },
      artworkId: artwork.id,
    });

    await sendQueuedMail(t.app.ctx);
    for (const to of [owner.email, admin.email]) {
      const mail = await smtp.mailTo(to, /New message for Gallery Hyun/);
      expect(mail.text).toContain('Is the moon jar still available?');
      expect(mail.text).toContain('http://vernissage.test/inbox');
    }
    const toMember = smtp.received.filter((mail) => mail.to.includes(member.email));
    expect(toMember.filter((mail) => /New message/.test(mail.subject))).toEqual([]);
  });

  it('keeps a lead with the earlier messages of this gallery it follows up, leaving out any other', async () => {
    const first = (await send(t, 'message', { gid, message: 'Hello', email: 'lead@collector.test' })).json<{
      vmid: string;
    }>();
    const other = await createUser(t.app, t.database.db, { type: 0 });
    const foreign = (await send(t, 'message', { gid: other.gid, message: 'Elsewhere' })).json<{ vmid: string }>();

    const response = await send(t, 'lead', {
      gid,
      email: 'lead@collector.test',
      name: 'Lee',
      phone: '+82 10 1234 5678',
      memo: 'Call me about the spring show',
      locale: 'en',
      vmids: [first.vmid, foreign.vmid, 'made-up'],
      source: { kind: 'exhibition', id: 'ex-1' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(visitorMessages)
      .where(eq(visitorMessages.id, response.json<{ vmid: string }>().vmid));
    expect(row).toMatchObject({
      kind: 'lead',
      message: 'Call me about the spring show',
      email: 'lead@collector.test',
      phone: '+82 10 1234 5678',
      locale: 'en',
      vmids: [first.vmid],
    });
  });

  it('answers a filled honeypot as if accepted, and stores and mails nothing', async () => {
    const before = (await storedIn(t)).length;
    const queued = (await t.database.db.select().from(mailQueue)).length;
    const message = await send(t, 'message', { gid, message: 'Buy cheap pills', homepage: 'http://spam.example' });
    const lead = await send(t, 'lead', { gid, email: 'bot@spam.example', homepage: 'x' });
    expect([message.statusCode, lead.statusCode]).toEqual([200, 200]);
    expect(message.json()).toMatchObject({ ok: true, vmid: expect.any(String) });
    expect(await storedIn(t)).toHaveLength(before);
    expect(await t.database.db.select().from(mailQueue)).toHaveLength(queued);
  });

  it('refuses bad input with a clear 4xx naming the field, and stores nothing', async () => {
    const { artwork: foreignWork } = await createArtwork(t.database.db, {
      gid: (await createUser(t.app, t.database.db, { type: 0 })).gid,
      createdBy: owner.uid,
      title: 'Not theirs',
    });
    const before = (await storedIn(t)).length;
    const cases: [path: 'message' | 'lead', payload: unknown, status: number, field?: string][] = [
      ['message', { gid, message: '' }, 400, 'body.message'],
      ['message', { gid, message: '   ' }, 400, 'body.message'],
      ['message', { gid, message: 'x'.repeat(5001) }, 400, 'body.message'],
      ['message', { gid, message: 'hi', email: 'not-an-address' }, 400, 'body.email'],
      ['message', { gid, message: 'hi', answers: 'yes' }, 400, 'body.answers'],
      ['message', { gid, message: 'hi\u0000there' }, 400],
      ['message', { gid, message: 'hi', source: { kind: 'room', path: '//evil.example' } }, 400, 'body.source.path'],
      ['message', { gid, message: 'hi', source: { kind: 'room', path: 'javascript:alert(1)' } }, 400],
      ['message', { gid, message: 'hi', source: { kind: 'spaceship' } }, 400, 'body.source.kind'],
      ['message', { message: 'hi' }, 400, 'body.gid'],
      ['message', { gid: 'no-such-gallery', message: 'hi' }, 404],
      ['message', { gid, message: 'hi', aid: foreignWork.id }, 404],
      ['message', [1, 2, 3], 400],
      ['lead', { gid }, 400, 'body.email'],
      ['lead', { gid, email: 'a@b.test', vmids: 'abc' }, 400, 'body.vmids'],
      ['lead', { gid, email: 'a@b.test', locale: 'fr' }, 400, 'body.locale'],
      ['lead', { gid: 'no-such-gallery', email: 'a@b.test' }, 404],
    ];
    for (const [path, payload, status, field] of cases) {
      const response = await send(t, path, payload);
      expect(response.statusCode, `${path} ${JSON.stringify(payload).slice(0, 80)}: ${response.body}`).toBe(status);
      const body = response.json<{ code: string; message: string; details?: { field: string }[] }>();
      expect(body.message).toEqual(expect.any(String));
      if (field) expect(body.details?.map((detail) => detail.field)).toContain(field);
    }
    expect(await storedIn(t)).toHaveLength(before);
  });

  it('limits messages per address and per gallery (429), storing nothing over the limit', async () => {
    const address = nextAddress();
    const other = await createUser(t.app, t.database.db, { type: 0 });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push((await send(t, 'message', { gid: other.gid, message: `Hi ${i}` }, address)).statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
    expect(await storedIn(t, other.gid)).toHaveLength(10);

    // From many addresses, one gallery still takes at most 100 messages an hour.
    for (let i = 10; i < 100; i++) {
      expect((await send(t, 'message', { gid: other.gid, message: `From afar ${i}` })).statusCode).toBe(200);
    }
    const over = await send(t, 'message', { gid: other.gid, message: 'One more' });
    expect(over.statusCode).toBe(429);
    expect(await storedIn(t, other.gid)).toHaveLength(100);
  });
});

/** A port on 127.0.0.1 where nothing listens: a mail server that is down. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('a mail server that is down', () => {
  it('loses no message: it is stored, in the inbox, and its mail is kept to be retried', async () => {
    const down = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` } });
    try {
      const gallery = await createUser(down.app, down.database.db, { type: 0, email: 'owner@down.test' });
      const response = await send(down, 'message', { gid: gallery.gid, message: 'Still there?', email: 'v@down.test' });
      expect(response.statusCode, response.body).toBe(200);
      // The request did not wait for the mail; the send it woke fails, and the mail is kept.
      const kept = await vi.waitFor(
        async () => {
          const [row] = await down.database.db.select().from(mailQueue).where(eq(mailQueue.to, 'owner@down.test'));
          if (!row?.lastError) throw new Error('not tried yet');
          return row;
        },
        { timeout: 10_000, interval: 50 },
      );
      expect(kept).toMatchObject({ attempts: 1, lastError: expect.any(String) });
      expect(kept.nextAttemptAt!.getTime()).toBeGreaterThan(Date.now());
      // Retried later, and nothing is sent twice meanwhile: it is not due yet.
      expect(await sendQueuedMail(down.app.ctx)).toBe(0);

      const inbox = await down.app.inject({
        method: 'GET',
        url: '/api/inbox',
        headers: { ...gallery.auth, gid: gallery.gid },
      });
      expect(inbox.json()).toMatchObject({ total: 1, items: [{ message: 'Still there?', status: 'unread' }] });
    } finally {
      await down.close();
    }
  });
});
