import { ArtworkState, type AuditEventDto, type Page } from '@vernissage/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArtwork } from '../../db/factories/artwork.factory.js';
import { auditEvents, shares } from '../../db/schema/index.js';
import { multipartBody } from '../../test/multipart.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { addMember, createUser, type SignedInUser } from '../../test/users.js';
import { releaseExpiredHolds } from '../availability/availability.service.js';

const { shared, holding, waiting, confirmed, soldout, ready } = ArtworkState;

let t: TestApp;
let owner: SignedInUser;
let collector: SignedInUser;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t.app, t.database.db, { type: 0, name: 'Owner Han' });
  collector = await createUser(t.app, t.database.db, { type: 3, name: 'Collector Cho' });
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (user: SignedInUser, method: Method, url: string, payload?: object, headers: object = {}) =>
  t.app.inject({ method, url, headers: { ...user.auth, gid: owner.gid, ...headers }, payload });

async function log(user: SignedInUser, query = '', gid = owner.gid) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/workspace/audit${query}`,
    headers: { ...user.auth, gid },
  });
  return response;
}

/** The owner's log, newest first. */
async function entries(query = ''): Promise<AuditEventDto[]> {
  const response = await log(owner, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Page<AuditEventDto>>().items;
}

/** The entries about one work, oldest first. */
async function entriesOf(aid: string): Promise<AuditEventDto[]> {
  return (await entries(`?aid=${aid}&size=100`)).reverse();
}

async function offered(title: string) {
  const { artwork, item } = await createArtwork(t.database.db, { gid: owner.gid, createdBy: owner.uid, title });
  const offer = await call(owner, 'POST', '/api/artwork/share', { aid: artwork.id, shareuid: collector.uid });
  expect(offer.statusCode, offer.body).toBe(200);
  return { aid: artwork.id, iid: item.id, sid: offer.json<{ sid: string }>().sid };
}

const countAll = async () => (await t.database.db.select({ id: auditEvents.id }).from(auditEvents)).length;

describe('availability', () => {
  it('records the offer, the hold (by the collector) and the sale (by the owner), one entry each', async () => {
    const { aid, sid } = await offered('Moon Jar');
    expect((await call(collector, 'POST', '/api/artwork/shared/hold', { sid })).statusCode).toBe(200);
    const [offer, hold] = await entriesOf(aid);
    expect(offer).toMatchObject({
      kind: 'availability',
      action: 'availability.changed',
      actor: { kind: 'user', uid: owner.uid, name: 'Owner Han', tokenId: null },
      subject: { type: 'artwork', id: aid, label: 'Moon Jar' },
      details: { from: ready, to: shared, shares: [{ sid, from: null, to: shared, recipient: 'Collector Cho' }] },
    });
    expect(hold).toMatchObject({
      action: 'availability.changed',
      actor: { kind: 'user', uid: collector.uid, name: 'Collector Cho' },
      details: { from: shared, to: holding, shares: [{ sid, from: shared, to: holding }] },
    });

    expect((await call(collector, 'POST', '/api/artwork/shared/purchase', { sid })).statusCode).toBe(200);
    expect((await call(owner, 'PUT', '/api/artwork/shared/state', { sid, state: confirmed })).statusCode).toBe(200);
    const before = (await entriesOf(aid)).length;
    const sale = await call(owner, 'PUT', '/api/artwork/shared/state', { sid, state: soldout });
    expect(sale.statusCode, sale.body).toBe(200);
    const after = await entriesOf(aid);
    expect(after).toHaveLength(before + 1);
    expect(after.at(-1)).toMatchObject({
      actor: { kind: 'user', uid: owner.uid },
      details: { from: confirmed, to: soldout, shares: [{ sid, from: confirmed, to: soldout }] },
    });
    expect(after.slice(-3).map((entry) => entry.details.to)).toEqual([waiting, confirmed, soldout]);
  });

  it('records an expired hold once, by the system', async () => {
    const { aid, sid } = await offered('Tide Hour');
    expect((await call(collector, 'POST', '/api/artwork/shared/hold', { sid })).statusCode).toBe(200);
    await t.database.db
      .update(shares)
      .set({ holdExpiresAt: new Date(Date.now() - 60_000) })
      .where(eq(shares.id, sid));
    expect(await releaseExpiredHolds(t.app.ctx)).toBe(1);
    expect(await releaseExpiredHolds(t.app.ctx)).toBe(0);
    const expired = (await entriesOf(aid)).filter((entry) => entry.action === 'hold.expired');
    expect(expired).toEqual([
      expect.objectContaining({
        kind: 'availability',
        actor: { kind: 'system', uid: null, name: null, tokenId: null },
        details: { from: holding, to: ready, shares: [{ sid, from: holding, to: ready, recipient: 'Collector Cho' }] },
      }),
    ]);
  });

  it('records nothing for a refused move or a failed change', async () => {
    const { aid, sid } = await offered('Horizon Study');
    const before = await countAll();
    // Only the owner confirms, and only a purchase: both refused.
    expect((await call(collector, 'PUT', '/api/artwork/shared/state', { sid, state: confirmed })).statusCode).not.toBe(
      200,
    );
    expect((await call(owner, 'PUT', '/api/artwork/shared/state', { sid, state: confirmed })).statusCode).toBe(409);
    // Bad input: a state that does not exist.
    expect((await call(owner, 'PUT', '/api/artwork/shared/state', { sid, state: 99 })).statusCode).toBe(400);
    expect(await countAll()).toBe(before);
    expect(await entriesOf(aid)).toHaveLength(1);
  });
});

describe('prices, permissions and deletions', () => {
  it('records a price change with before and after, and nothing when the price stays', async () => {
    const { artwork } = await createArtwork(t.database.db, {
      gid: owner.gid,
      createdBy: owner.uid,
      title: 'Red Field',
      priceAmount: 1_500_000,
    });
    const update = async (data: object) => {
      const body = await multipartBody(data);
      return t.app.inject({
        method: 'PUT',
        url: '/api/artwork',
        headers: { ...owner.auth, aid: artwork.id, ...body.headers },
        payload: body.payload,
      });
    };
    const changed = await update({ price: { amount: 2_000_000, currency: 'KRW', display: 'exact' } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await update({ price: { amount: 2_000_000, currency: 'KRW', display: 'exact' } })).statusCode).toBe(200);
    expect((await update({ price: { amount: -5, currency: 'KRW' } })).statusCode).toBe(400);
    expect(await entriesOf(artwork.id)).toEqual([
      expect.objectContaining({
        kind: 'price',
        action: 'price.changed',
        actor: expect.objectContaining({ uid: owner.uid }),
        details: {
          before: { amount: 1_500_000, currency: 'KRW', display: 'exact' },
          after: { amount: 2_000_000, currency: 'KRW', display: 'exact' },
        },
      }),
    ]);
  });

  it('records an import once, however many of its rows have prices', async () => {
    const sheet = Buffer.from('\uFEFF작품명,가격\r\nJar one,"₩1,000,000"\r\nJar two,\r\nJar three,"₩3,000,000"\r\n');
    const body = await multipartBody({}, [{ field: 'file', name: 'jars.csv', bytes: sheet }]);
    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/inventory/import',
      headers: { ...owner.auth, gid: owner.gid, ...body.headers },
      payload: body.payload,
    });
    expect(imported.statusCode, imported.body).toBe(200);
    const importId = imported.json<{ importId: string }>().importId;
    const prices = (await entries('?kind=price&size=100')).filter((entry) => entry.action === 'prices.imported');
    expect(prices).toEqual([
      expect.objectContaining({ subject: { type: 'import', id: importId, label: 'jars.csv' }, details: { count: 2 } }),
    ]);
  });

  it('records an access level change and a work moved to the trash and back', async () => {
    const { artwork, item } = await createArtwork(t.database.db, { gid: owner.gid, title: 'Layers' });
    expect((await call(owner, 'PUT', '/api/inventory/item/accesslevel', { iid: item.id, state: 0 })).statusCode).toBe(
      200,
    );
    expect((await call(owner, 'POST', '/api/inventory/item/delete', { iids: [item.id] })).statusCode).toBe(200);
    expect((await call(owner, 'POST', '/api/inventory/item/restore', { iids: [item.id] })).statusCode).toBe(200);
    expect((await entriesOf(artwork.id)).map((entry) => [entry.kind, entry.action, entry.details])).toEqual([
      ['permission', 'access.changed', { from: 1, to: 0 }],
      ['deletion', 'artwork.trashed', {}],
      ['deletion', 'artwork.restored', {}],
    ]);
  });
});

describe('other deletions', () => {
  it('records a folder deleted and an API token revoked, once however often it is revoked', async () => {
    const folder = await call(owner, 'POST', '/api/inventory/folder', { name: 'Consignment' });
    expect(folder.statusCode, folder.body).toBe(200);
    const fid = folder.json<{ fid: string }>().fid;
    expect((await call(owner, 'POST', '/api/inventory/folder/delete', { fid })).statusCode).toBe(200);
    const token = await call(owner, 'POST', '/api/workspace/tokens', {
      name: 'Old sync',
      scopes: ['inventory:read'],
      expiresInDays: 30,
    });
    const id = token.json<{ apiToken: { id: string } }>().apiToken.id;
    for (let time = 0; time < 2; time++)
      expect((await call(owner, 'DELETE', `/api/workspace/tokens/${id}`)).statusCode).toBe(200);
    const deletions = await entries('?kind=deletion&size=2');
    expect(deletions.map((entry) => [entry.action, entry.subject])).toEqual([
      ['api-token.revoked', { type: 'api-token', id, label: 'Old sync' }],
      ['folder.deleted', { type: 'folder', id: fid, label: 'Consignment' }],
    ]);
  });
});

describe('members', () => {
  it('records a member removed, and a closed account: the member left, the heir became owner', async () => {
    const gallery = await createUser(t.app, t.database.db, { type: 0, name: 'Founder Yoon' });
    const staff = await createUser(t.app, t.database.db, { type: 0, name: 'Staff Lim' });
    const intern = await createUser(t.app, t.database.db, { type: 0, name: 'Intern Seo' });
    await addMember(t.database.db, gallery.gid, staff.uid, 'admin');
    await addMember(t.database.db, gallery.gid, intern.uid, 'member');
    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/user/gallery/member',
      headers: { ...gallery.auth, gid: gallery.gid, uid: intern.uid },
    });
    expect(removed.statusCode, removed.body).toBe(200);

    // The founder closes her account: the admin inherits the workspace and reads its log.
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/user', headers: { ...gallery.auth, deleteuid: gallery.uid } }))
        .statusCode,
    ).toBe(200);
    const response = await log(staff, '', gallery.gid);
    expect(response.statusCode, response.body).toBe(200);
    const items = response.json<Page<AuditEventDto>>().items.reverse();
    expect(items.map((entry) => [entry.action, entry.subject.label, entry.details])).toEqual([
      ['member.removed', 'Intern Seo', { role: 'member' }],
      ['member.left', 'Founder Yoon', { role: 'owner' }],
      ['role.changed', 'Staff Lim', { from: 'admin', to: 'owner' }],
    ]);
    // Her account is gone; her name still reads right.
    expect(items.map((entry) => entry.actor)).toEqual(
      Array(3).fill({ kind: 'user', uid: null, name: 'Founder Yoon', tokenId: null }),
    );
    expect(items.every((entry) => entry.kind === (entry.action === 'role.changed' ? 'permission' : 'member'))).toBe(
      true,
    );
  });
});

describe('reading the log', () => {
  it('is for owners only: an admin, a member, a collector and a token are refused; another workspace sees none of it', async () => {
    const admin = await createUser(t.app, t.database.db, { type: 0 });
    const member = await createUser(t.app, t.database.db, { type: 0 });
    await addMember(t.database.db, owner.gid, admin.uid, 'admin');
    await addMember(t.database.db, owner.gid, member.uid, 'member');
    for (const user of [admin, member, collector]) expect((await log(user)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/workspace/audit', headers: { gid: owner.gid } })).statusCode,
    ).toBe(401);
    const token = await call(owner, 'POST', '/api/workspace/tokens', {
      name: 'Reader',
      scopes: ['inventory:read', 'inventory:write', 'shares', 'webhooks'],
      expiresInDays: 30,
    });
    expect(token.statusCode, token.body).toBe(200);
    const bearer = { authorization: `Bearer ${token.json<{ token: string }>().token}` };
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/workspace/audit', headers: { ...bearer, gid: owner.gid } }))
        .statusCode,
    ).toBe(403);

    // Another workspace's owner: refused for this one; her own log has none of these entries.
    const stranger = await createUser(t.app, t.database.db, { type: 0 });
    expect((await log(stranger)).statusCode).toBe(403);
    const own = await log(stranger, '', stranger.gid);
    expect(own.statusCode).toBe(200);
    expect(own.json<Page<AuditEventDto>>().total).toBe(0);
  });

  it('pages newest first and filters by kind and by work; bad filters are a 400', async () => {
    const all = await log(owner, '?size=100');
    const { items, total } = all.json<Page<AuditEventDto>>();
    expect(total).toBe(items.length);
    expect(total).toBeGreaterThan(6);
    const times = items.map((entry) => entry.at);
    expect([...times].sort().reverse()).toEqual(times);

    const first = (await log(owner, '?size=2&page=0')).json<Page<AuditEventDto>>();
    const second = (await log(owner, '?size=2&page=1')).json<Page<AuditEventDto>>();
    expect(first).toMatchObject({ total, page: 0, size: 2 });
    expect([...first.items, ...second.items].map((entry) => entry.id)).toEqual(items.slice(0, 4).map((e) => e.id));

    const prices = (await log(owner, '?kind=price&size=100')).json<Page<AuditEventDto>>();
    expect(prices.items.length).toBeGreaterThan(0);
    expect(prices.items.every((entry) => entry.kind === 'price')).toBe(true);
    expect(prices.total).toBe(items.filter((entry) => entry.kind === 'price').length);

    const aid = items.find((entry) => entry.action === 'hold.expired')!.subject.id!;
    const ofWork = (await log(owner, `?aid=${aid}&size=100`)).json<Page<AuditEventDto>>();
    expect(ofWork.items.every((entry) => entry.subject.id === aid)).toBe(true);
    expect(ofWork.total).toBe(items.filter((entry) => entry.subject.id === aid).length);

    expect((await log(owner, '?kind=everything')).statusCode).toBe(400);
    expect((await log(owner, '?size=100000')).statusCode).toBe(400);
  });
});
