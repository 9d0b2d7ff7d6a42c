import fs from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ArtworkState } from '@vernissage/shared';
import { and, eq, isNotNull } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artworkState, createArtwork } from '../../db/factories/artwork.factory.js';
import { artworks, mailQueue, shares } from '../../db/schema/index.js';
import { startSmtpTestServer, type SmtpTestServer } from '../../test/smtp-test-server.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createUser, type SignedInUser } from '../../test/users.js';
import { SYSTEM_ACTOR } from '../audit/audit.service.js';
import { changeAvailability } from './availability.service.js';

const { cancel, ready, shared, holding, soldout } = ArtworkState;

let t: TestApp;
let smtp: SmtpTestServer;
let gallery: SignedInUser;
/** Statements sent while `recording` is set. */
let recording: string[] | null = null;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  t = await createTestApp({
    env: { SMTP_URL: smtp.url, PUBLIC_URL: 'http://vernissage.test' },
    onQuery: (query) => recording?.push(query),
  });
  gallery = await createUser(t.app, t.database.db, { type: 0, name: 'Gallery Hyun', email: 'owner@availability.test' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const call = (user: SignedInUser, method: 'POST' | 'PUT', url: string, payload: object) =>
  t.app.inject({ method, url, headers: { ...user.auth, gid: gallery.gid }, payload });

async function offeredWork(collector: SignedInUser, title = 'Moon Jar') {
  const { artwork, item } = await createArtwork(t.database.db, { gid: gallery.gid, createdBy: gallery.uid, title });
  const offer = await call(gallery, 'POST', '/api/artwork/share', { aid: artwork.id, shareuid: collector.uid });
  expect(offer.statusCode, offer.body).toBe(200);
  return { aid: artwork.id, iid: item.id, sid: offer.json<{ sid: string }>().sid };
}

/** Works in the trash that an offer still holds (or is buying): what must never be. */
async function trashedAndHeld(aid: string) {
  return t.database.db
    .select({ sid: shares.id })
    .from(shares)
    .innerJoin(artworks, eq(artworks.id, shares.artworkId))
    .where(and(eq(shares.artworkId, aid), isNotNull(artworks.deletedAt), eq(shares.state, holding)));
}

describe('trash against hold', () => {
  it('never leaves a trashed work held: 20 rounds of trash ‖ hold, one wins each time', async () => {
    const collector = await createUser(t.app, t.database.db, { type: 3 });
    const outcomes = { trashWon: 0, holdWon: 0 };
    for (let round = 0; round < 20; round++) {
      const { aid, iid, sid } = await offeredWork(collector, `Contested ${round}`);
      const [trash, hold] = await Promise.all([
        call(gallery, 'POST', '/api/inventory/item/delete', { iids: [iid] }),
        call(collector, 'POST', '/api/artwork/shared/hold', { sid }),
      ]);
      expect(await trashedAndHeld(aid), `round ${round}`).toEqual([]);
      if (trash.statusCode === 200) {
        // The trash came first: the hold found the work gone, or its offer withdrawn.
        expect([404, 409], `round ${round}: ${hold.body}`).toContain(hold.statusCode);
        const [offer] = await t.database.db.select().from(shares).where(eq(shares.id, sid));
        expect(offer?.state).toBe(cancel);
        outcomes.trashWon++;
      } else {
        // The hold came first: the trash is refused and nothing was deleted.
        expect(trash.statusCode, `round ${round}: ${trash.body}`).toBe(409);
        expect(hold.statusCode, `round ${round}: ${hold.body}`).toBe(200);
        const [work] = await t.database.db.select().from(artworks).where(eq(artworks.id, aid));
        expect(work).toMatchObject({ deletedAt: null, state: holding });
        outcomes.holdWon++;
      }
    }
    expect(outcomes.trashWon + outcomes.holdWon).toBe(20);
  });
});

describe('the one entry', () => {
  it('holds with a dozen queries at most, and mails the owner after the commit', async () => {
    const collector = await createUser(t.app, t.database.db, { type: 3, name: 'Ann Collector' });
    const { aid, sid } = await offeredWork(collector, 'Counted');
    recording = [];
    const hold = await call(collector, 'POST', '/api/artwork/shared/hold', { sid });
    const statements = recording;
    recording = null;
    expect(hold.statusCode, hold.body).toBe(200);
    // The mail goes out after the response, through the queue.
    const mail = await smtp.mailTo('owner@availability.test', /Counted is on hold/);
    expect(mail.text).toContain('Ann Collector');
    expect(await artworkState(t.database.db, aid)).toBe(holding);

    // What the request itself sent: not the transaction's begin and commit (PostgreSQL's driver
    // sends them as statements, PGlite does not), nor the mail job woken after the commit.
    const mailJob = /^(update|delete from|select .* from) "mail_queue"/;
    const own = statements.filter((query) => !/^(begin|commit)\b/.test(query) && !mailJob.test(query));
    // A dozen, the one statement of the webhook outbox (ADR 042: every event of the change at
    // once) and the one of the audit log (ADR 050: every entry of the change at once).
    expect(own.length, own.join('\n')).toBeLessThanOrEqual(14);
  });

  it('answers without waiting for the mail server: the mail waits in the queue', async () => {
    // A mail server that, once `stalled`, takes messages and answers nothing until let go.
    let stalled = false;
    let letGo!: () => void;
    const released = new Promise<void>((resolve) => (letGo = resolve));
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, callback) {
        const wait = stalled ? released : Promise.resolve();
        stream.resume();
        stream.on('end', () => void wait.then(() => callback()));
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    const slow = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
    try {
      const owner = await createUser(slow.app, slow.database.db, { type: 0, email: 'owner@slow-mail.test' });
      const collector = await createUser(slow.app, slow.database.db, { type: 3 });
      const { artwork } = await createArtwork(slow.database.db, { gid: owner.gid, createdBy: owner.uid });
      const offer = await slow.app.inject({
        method: 'POST',
        url: '/api/artwork/share',
        headers: owner.auth,
        payload: { aid: artwork.id, shareuid: collector.uid },
      });
      const queued = () => slow.database.db.select().from(mailQueue).where(eq(mailQueue.to, 'owner@slow-mail.test'));
      // The owner's sign-up mail is sent first, while the server still answers.
      await expect.poll(async () => (await queued()).length).toBe(0);
      stalled = true;
      const hold = await slow.app.inject({
        method: 'POST',
        url: '/api/artwork/shared/hold',
        headers: collector.auth,
        payload: { sid: offer.json<{ sid: string }>().sid },
      });
      expect(hold.statusCode, hold.body).toBe(200);
      expect(await queued()).toHaveLength(1);
      // Once the server answers, the mail is sent and leaves the queue.
      letGo();
      await expect.poll(async () => (await queued()).length).toBe(0);
    } finally {
      letGo();
      await slow.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('rolls back with its change: mail queued by a change that fails is never sent', async () => {
    const { artwork } = await createArtwork(t.database.db, { gid: gallery.gid, title: 'Never mailed' });
    const failing = changeAvailability(t.app.ctx, artwork.id, SYSTEM_ACTOR, async (work, { queueMail }) => {
      await work.setBaseState(soldout);
      queueMail({ to: 'nobody@availability.test', subject: 'Never mailed', text: 'no' });
      throw new Error('the change fails after queuing mail');
    });
    await expect(failing).rejects.toThrow('the change fails');
    expect(await t.database.db.select().from(mailQueue).where(eq(mailQueue.to, 'nobody@availability.test'))).toEqual(
      [],
    );
    const [row] = await t.database.db.select().from(artworks).where(eq(artworks.id, artwork.id));
    expect(row).toMatchObject({ baseState: ready, state: ready });
  });

  it('recomputes state on restore, and refuses trashed works to every other change', async () => {
    const collector = await createUser(t.app, t.database.db, { type: 3 });
    const { aid, iid, sid } = await offeredWork(collector, 'Back again');
    expect(await artworkState(t.database.db, aid)).toBe(shared);
    expect((await call(gallery, 'POST', '/api/inventory/item/delete', { iids: [iid] })).statusCode).toBe(200);
    // The trash withdrew the offer; the work is gone for holds and hand-set states.
    expect((await call(collector, 'POST', '/api/artwork/shared/hold', { sid })).statusCode).toBe(404);
    expect((await call(gallery, 'PUT', '/api/artwork/state', { aid, state: soldout })).statusCode).toBe(404);
    expect((await call(gallery, 'POST', '/api/inventory/item/restore', { iids: [iid] })).statusCode).toBe(200);
    expect(await artworkState(t.database.db, aid)).toBe(ready);
  });
});

// ——— nothing else writes availability ———

const SERVER_SRC = fileURLToPath(new URL('../../', import.meta.url));

/**
 * Writes of availability in a source file: Drizzle updates that set `state`/`baseState` on
 * artworks or `state` on shares, inserts of shares (a share is born with a state), artwork inserts
 * that set a state, and the same in raw SQL. A `.set(…)` whose argument is not an object literal
 * cannot be read here, so it counts too unless its type already leaves the state out (`typed`).
 */
function availabilityWrites(source: string, typed: readonly string[] = []): string[] {
  const found: string[] = [];
  const chain = /\.(update|insert)\(\s*(artworks|shares)\s*\)([\s\S]*?)(?=;|\.where\(|\.returning\(|\.onConflict)/g;
  for (const [whole, verb, table, rest] of source.matchAll(chain)) {
    const keys = table === 'artworks' ? /[{,]\s*(state|baseState)\s*[:,}]/ : /[{,]\s*state\s*[:,}]/;
    const argument = /\.(?:set|values)\(\s*([^\s{][^),]*)/.exec(rest!)?.[1];
    if ((verb === 'insert' && table === 'shares') || keys.test(rest!)) found.push(whole.trim());
    else if (verb === 'update' && argument && !typed.includes(argument.trim())) found.push(whole.trim());
  }
  const raw = [
    /update\s+(?:"?artworks"?|\$\{artworks\})\s+set\b[^;`]*?\b(?:state|base_state)\b/gi,
    /update\s+(?:"?shares"?|\$\{shares\})\s+set\b[^;`]*?\bstate\b/gi,
    /insert\s+into\s+(?:"?shares"?|\$\{shares\})/gi,
  ];
  for (const pattern of raw) for (const [whole] of source.matchAll(pattern)) found.push(whole);
  return found;
}

async function serverSources(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true });
  const files = await Promise.all(
    entries.map(async (entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'migrations' ? [] : serverSources(full);
      return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
    }),
  );
  return files.flat();
}

/** Non-literal `.set(…)` arguments whose type leaves the state out, by file. */
const TYPED_SETS: Record<string, string[]> = {
  // `artworkColumns` returns `Omit<…, 'state' | 'baseState'>`.
  'modules/artwork/artwork.repository.ts': ['columns'],
};

describe('nothing else writes availability', () => {
  it('reads writes of availability wherever they are written', () => {
    const bad = [
      'await tx.update(artworks).set({ baseState: state }).where(eq(artworks.id, aid));',
      'await db.update(artworks).set({ title, state }).where(x);',
      'await db.update(shares).set({ state: -1 }).where(x);',
      'await db.update(artworks).set(patch).where(x);',
      'await db.insert(shares).values({ id });',
      'await db.execute(sql`update ${artworks} set state = 2 where id = ${aid}`);',
      'await db.execute(sql`UPDATE shares SET shareprice = 1, state = 0`);',
    ];
    for (const line of bad) expect(availabilityWrites(line), line).toHaveLength(1);
    const good = [
      'await db.update(artworks).set({ artistId: null }).where(x);',
      'await db.update(shares).set({ shareuid: uid }).where(x);',
      'await db.update(artworks).set({ deletedAt }).where(eq(artworks.state, 2));',
      'await tx.update(artworks).set(columns).where(x);',
    ];
    for (const line of good) expect(availabilityWrites(line, ['columns']), line).toEqual([]);
  });

  it('finds writes of artworks.state, base_state or a share state only in modules/availability', async () => {
    const offending: string[] = [];
    for (const file of await serverSources(SERVER_SRC)) {
      const name = path.relative(SERVER_SRC, file).split(path.sep).join('/');
      if (name.startsWith('modules/availability/')) continue;
      const writes = availabilityWrites(await fs.readFile(file, 'utf8'), TYPED_SETS[name]);
      offending.push(...writes.map((write) => `${name}: ${write}`));
    }
    expect(offending).toEqual([]);
  });
});
