import { ArtworkState, PermissionLevel } from '@vernissage/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArtwork } from '../../db/factories/artwork.factory.js';
import { redisAnswers, TEST_REDIS_URL } from '../../test/redis.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createUser } from '../../test/users.js';

/** Reads server-sent events from a real connection until `count` events of interest arrived. */
async function openStream(url: string, cookie: string) {
  const controller = new AbortController();
  const response = await fetch(url, { headers: { cookie }, signal: controller.signal });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const events: { event: string; data: unknown }[] = [];
  const pump = (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.+)$/m.exec(block)?.[1];
          const data = /^data: (.+)$/m.exec(block)?.[1];
          if (event && data) events.push({ event, data: JSON.parse(data) });
        }
      }
    } catch {
      // aborted
    }
  })();
  return {
    response,
    events,
    async waitFor(predicate: (data: Record<string, unknown>) => boolean) {
      await expect
        .poll(() => events.some((entry) => predicate(entry.data as Record<string, unknown>)), { timeout: 5000 })
        .toBe(true);
    },
    close: async () => {
      controller.abort();
      await pump;
    },
  };
}

async function listen(t: TestApp) {
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

describe('server-sent events', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp();
    base = await listen(t);
  });
  afterAll(() => t.close());

  it("push a hold to the gallery's open pages and to the collector at once", async () => {
    const gallery = await createUser(t.app, t.database.db, { type: 0 });
    const collector = await createUser(t.app, t.database.db, { type: 3 });
    const gid = gallery.gid;
    const { artwork } = await createArtwork(t.database.db, { gid, createdBy: gallery.uid });
    const share = (
      await t.app.inject({
        method: 'POST',
        url: '/api/artwork/share',
        headers: gallery.auth,
        payload: { aid: artwork.id, shareuid: collector.uid },
      })
    ).json<{ sid: string }>();

    const galleryStream = await openStream(`${base}/api/events?gid=${gid}`, gallery.cookie);
    const collectorStream = await openStream(`${base}/api/events`, collector.cookie);
    expect(galleryStream.response.headers.get('content-type')).toContain('text/event-stream');

    await t.app.inject({
      method: 'POST',
      url: '/api/artwork/shared/hold',
      headers: collector.auth,
      payload: { sid: share.sid },
    });
    await galleryStream.waitFor((data) => data.aid === artwork.id && data.state === ArtworkState.holding);
    await collectorStream.waitFor((data) => data.sid === share.sid && data.state === ArtworkState.holding);
    await Promise.all([galleryStream.close(), collectorStream.close()]);
  });

  it('tell a member nothing of works in a folder closed to them, and all of the open ones', async () => {
    const owner = await createUser(t.app, t.database.db, { type: 0 });
    const member = await createUser(t.app, t.database.db, { type: 9 });
    const gid = owner.gid;
    await t.app.inject({
      method: 'POST',
      url: '/api/user/gallery/invitation',
      headers: { ...owner.auth, gid },
      payload: { email: member.email, role: 'member' },
    });
    const [invitation] = (
      await t.app.inject({ method: 'GET', url: '/api/user/invitations', headers: member.auth })
    ).json<{ token: string }[]>();
    await t.app.inject({
      method: 'POST',
      url: '/api/user/gallery/invitation/accept',
      headers: member.auth,
      payload: { token: invitation!.token },
    });
    const folder = await t.app.inject({
      method: 'POST',
      url: '/api/inventory/folder',
      headers: { ...owner.auth, gid },
      payload: { name: 'Consignments', accessLevel: PermissionLevel.none },
    });
    const closed = await createArtwork(t.database.db, { gid, folderId: folder.json<{ fid: string }>().fid });
    const open = await createArtwork(t.database.db, { gid });

    const memberStream = await openStream(`${base}/api/events?gid=${gid}`, member.cookie);
    const ownerStream = await openStream(`${base}/api/events?gid=${gid}`, owner.cookie);
    const setState = (aid: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/artwork/state',
        headers: { ...owner.auth, gid },
        payload: { aid, state: ArtworkState.soldout },
      });
    expect((await setState(closed.artwork.id)).statusCode).toBe(200);
    expect((await setState(open.artwork.id)).statusCode).toBe(200);

    await ownerStream.waitFor((data) => data.aid === closed.artwork.id);
    await ownerStream.waitFor((data) => data.aid === open.artwork.id);
    // Events reach a stream in order: once the open work's has come, the closed one's never will.
    await memberStream.waitFor((data) => data.aid === open.artwork.id);
    expect(memberStream.events.map((entry) => (entry.data as { aid: string }).aid)).not.toContain(closed.artwork.id);
    await Promise.all([memberStream.close(), ownerStream.close()]);
  });

  it("refuses another workspace's stream and anonymous callers", async () => {
    const owner = await createUser(t.app, t.database.db);
    const stranger = await createUser(t.app, t.database.db);
    const gid = owner.gid;
    expect((await fetch(`${base}/api/events?gid=${gid}`, { headers: { cookie: stranger.cookie } })).status).toBe(403);
    expect((await fetch(`${base}/api/events`)).status).toBe(401);
  });
});

describe('shutting down', () => {
  it('ends open streams so the server can stop', async () => {
    const t = await createTestApp();
    const base = await listen(t);
    const user = await createUser(t.app, t.database.db);
    const stream = await openStream(`${base}/api/events`, user.cookie);
    await t.close();
    await stream.close();
    expect(stream.response.status).toBe(200);
  });
});

const REDIS_URL = TEST_REDIS_URL;
const redisUp = await redisAnswers();
if (!redisUp) console.warn(`Skipping the cross-instance event test: no Redis answers at ${REDIS_URL}.`);

describe.skipIf(!redisUp)('events across instances', () => {
  it('reach a page connected to one instance when the change happens on another', async () => {
    const first = await createTestApp({ env: { REDIS_URL } });
    // The second instance shares the first one's database, as instances behind a load balancer do.
    const { buildApp } = await import('../../app.js');
    const second = await buildApp({ config: { ...first.app.ctx.config }, database: first.database, logger: false });
    try {
      const base = await listen(first);
      const gallery = await createUser(first.app, first.database.db, { type: 0 });
      const collector = await createUser(first.app, first.database.db, { type: 3 });
      const gid = gallery.gid;
      const { artwork } = await createArtwork(first.database.db, { gid });
      const stream = await openStream(`${base}/api/events?gid=${gid}`, gallery.cookie);
      const share = await second.inject({
        method: 'POST',
        url: '/api/artwork/share',
        headers: gallery.auth,
        payload: { aid: artwork.id, shareuid: collector.uid },
      });
      expect(share.statusCode).toBe(200);
      await stream.waitFor((data) => data.aid === artwork.id && data.state === ArtworkState.shared);
      await stream.close();
    } finally {
      await second.close();
      await first.close();
    }
  });
});
