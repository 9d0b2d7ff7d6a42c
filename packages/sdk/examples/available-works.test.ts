import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../apps/server/src/test/test-app.js';
import { injectMultipart } from '../../../apps/server/src/test/multipart.js';
import { createUser, type SignedInUser } from '../../../apps/server/src/test/users.js';
import { main } from './available-works.js';

let t: TestApp;
let gallery: SignedInUser;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  gallery = await createUser(t.app, t.database.db, { type: 0 });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

/** A work added through the upload route, in the state given; its ids. */
async function addWork(owner: SignedInUser, data: Record<string, unknown>, state?: number) {
  const added = await injectMultipart(t.app, {
    method: 'POST',
    url: '/api/inventory/item',
    data,
    headers: { ...owner.auth, gid: owner.gid },
  });
  expect(added.statusCode, added.body).toBe(200);
  const { iid, aid } = added.json<{ iid: string; aid: string }>();
  if (state !== undefined) {
    const set = await t.app.inject({
      method: 'PUT',
      url: '/api/inventory/item/state',
      headers: { ...owner.auth, gid: owner.gid },
      payload: { iid, state },
    });
    expect(set.statusCode, set.body).toBe(200);
  }
  return { iid, aid };
}

/** What the example prints for a token and workspace, against the started server. */
async function run(token: string, gid: string): Promise<string[]> {
  const lines: string[] = [];
  await main({ VERNISSAGE_URL: baseUrl, VERNISSAGE_TOKEN: token, VERNISSAGE_GID: gid }, (line) => lines.push(line));
  return lines;
}

describe('the SDK example: available works', () => {
  it("lists the workspace's ready and shared works with their titles and prices, and nothing sold or elsewhere", async () => {
    await addWork(gallery, { title: '달 항아리', price: { amount: 1_200_000, currency: 'KRW' } });
    await addWork(gallery, { title: 'Blue Hour', price: { amount: 5000, currency: 'USD', display: 'on_request' } });
    await addWork(gallery, { title: 'Already Sold', price: { amount: 10, currency: 'KRW' } }, 5);
    const offered = await addWork(gallery, { title: 'Offered', price: { amount: 300, currency: 'USD' } });
    const collector = await createUser(t.app, t.database.db, { type: 3 });
    const share = await t.app.inject({
      method: 'POST',
      url: '/api/artwork/share',
      headers: gallery.auth,
      payload: { aid: offered.aid, shareuid: collector.uid },
    });
    expect(share.statusCode, share.body).toBe(200);
    const other = await createUser(t.app, t.database.db, { type: 0 });
    await addWork(other, { title: 'Not Ours' });

    const lines = await run(gallery.accessToken, gallery.gid);
    expect(lines.sort()).toEqual([
      'Blue Hour — price on request (ready)',
      'Offered — 300 USD (shared)',
      '달 항아리 — 1,200,000 KRW (ready)',
    ]);
  });

  it("is refused another workspace's works, and says so", async () => {
    const other = await createUser(t.app, t.database.db, { type: 0 });
    await expect(run(gallery.accessToken, other.gid)).rejects.toThrow(/GET \/inventory answered 40[34]/);
  });

  it('is refused without a valid token', async () => {
    await expect(run('not-a-token', gallery.gid)).rejects.toThrow(/GET \/inventory answered 401/);
  });
});
