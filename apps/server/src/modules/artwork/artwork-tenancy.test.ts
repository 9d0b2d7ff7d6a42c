import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createArtwork } from '../../db/factories/artwork.factory.js';
import { artworks, shares } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { multipartBody } from '../../test/multipart.js';
import { createUser, type SignedInUser } from '../../test/users.js';

let t: TestApp;
let owner: SignedInUser;
let stranger: SignedInUser;
beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t.app, t.database.db, { type: 0 });
  stranger = await createUser(t.app, t.database.db, { type: 0 });
});
afterAll(() => t.close());

describe("another workspace's artworks", () => {
  it('are refused on every artwork and share route, and nothing changes', async () => {
    const { artwork, item } = await createArtwork(t.database.db, { gid: owner.gid, title: 'Not yours' });
    const collector = await createUser(t.app, t.database.db, { type: 3 });
    const share = (
      await t.app.inject({
        method: 'POST',
        url: '/api/artwork/share',
        headers: owner.auth,
        payload: { aid: artwork.id, shareuid: collector.uid },
      })
    ).json<{ sid: string }>();
    const update = await multipartBody({ title: 'Stolen' });
    const attempts = [
      {
        method: 'PUT' as const,
        url: '/api/artwork',
        headers: { aid: artwork.id, ...update.headers },
        payload: update.payload,
      },
      {
        method: 'PUT' as const,
        url: '/api/inventory/item',
        headers: { gid: stranger.gid, iid: item.id, ...update.headers },
        payload: update.payload,
      },
      { method: 'PUT' as const, url: '/api/artwork/delete', headers: { aid: artwork.id } },
      { method: 'PUT' as const, url: '/api/artwork/state', payload: { aid: artwork.id, state: 5 } },
      { method: 'GET' as const, url: `/api/artwork/detail/${artwork.id}` },
      { method: 'POST' as const, url: '/api/artwork/share', payload: { aid: artwork.id, shareuid: stranger.uid } },
      { method: 'PUT' as const, url: '/api/artwork/share', payload: { sid: share.sid, shareprice: 1 } },
      { method: 'PUT' as const, url: '/api/artwork/shared/state', payload: { sid: share.sid, state: -1 } },
      { method: 'POST' as const, url: '/api/artwork/shared/hold', payload: { sid: share.sid } },
      { method: 'POST' as const, url: '/api/artwork/shared/hold/cancel', payload: { sid: share.sid } },
      { method: 'GET' as const, url: `/api/artwork/shared/a/${share.sid}` },
      { method: 'GET' as const, url: '/api/artwork/shares', headers: { gid: owner.gid } },
    ];
    for (const attempt of attempts) {
      const response = await t.app.inject({
        method: attempt.method,
        url: attempt.url,
        headers: { ...stranger.auth, ...attempt.headers },
        ...(attempt.payload && { payload: attempt.payload }),
      });
      expect([403, 404], `${attempt.method} ${attempt.url} → ${response.statusCode}`).toContain(response.statusCode);
    }
    const [after] = await t.database.db.select().from(artworks).where(eq(artworks.id, artwork.id));
    expect(after).toMatchObject({ title: 'Not yours', state: 1, baseState: 0, deletedAt: null });
    const [shareAfter] = await t.database.db.select().from(shares).where(eq(shares.id, share.sid));
    expect(shareAfter).toMatchObject({ state: 1, shareuid: collector.uid });
  });
});
