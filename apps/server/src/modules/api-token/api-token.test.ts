import type { ApiTokenCallDto, ApiTokenDto, CreatedApiTokenDto, Page } from '@vernissage/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArtwork } from '../../db/factories/artwork.factory.js';
import { apiTokenCalls, apiTokens, artworks, galleryMembers, folders, users } from '../../db/schema/index.js';
import { apiTokenAuditsSettled } from '../../platform/auth/api-token-guard.js';
import { makeImage } from '../../platform/images/test-images.js';
import { injectMultipart } from '../../test/multipart.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { addMember, createUser, type SignedInUser } from '../../test/users.js';
import { API_TOKEN_CALL_RETENTION_DAYS, purgeOldTokenCalls } from './api-token.service.js';

/** A small per-token limit, so the test of the 429 needs few calls. */
const CALLS_PER_MINUTE = 8;

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { API_TOKEN_RATE_LIMIT: String(CALLS_PER_MINUTE) } });
});
afterAll(() => t.close());

const signUp = () => createUser(t.app, t.database.db, { type: 0 });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Makes a token in `user`'s workspace through the route; the whole answer. */
async function makeToken(
  user: SignedInUser,
  body: { name?: string; scopes?: string[]; expiresInDays?: number | null } = {},
  gid = user.gid,
): Promise<CreatedApiTokenDto> {
  const answer = await t.app.inject({
    method: 'POST',
    url: '/api/workspace/tokens',
    headers: { ...user.auth, gid },
    payload: { name: 'Website sync', scopes: ['inventory:read'], expiresInDays: 30, ...body },
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<CreatedApiTokenDto>();
}

function readInventory(token: string, gid: string) {
  return t.app.inject({ method: 'GET', url: '/api/inventory?size=5', headers: { ...bearer(token), gid } });
}

async function listTokens(user: SignedInUser, gid = user.gid): Promise<ApiTokenDto[]> {
  const answer = await t.app.inject({ method: 'GET', url: '/api/workspace/tokens', headers: { ...user.auth, gid } });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<ApiTokenDto[]>();
}

async function callsOf(user: SignedInUser, id: string): Promise<Page<ApiTokenCallDto>> {
  await apiTokenAuditsSettled();
  const answer = await t.app.inject({
    method: 'GET',
    url: `/api/workspace/tokens/${id}/calls`,
    headers: { ...user.auth, gid: user.gid },
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<Page<ApiTokenCallDto>>();
}

describe('API tokens', () => {
  it('are answered in full once, work for a covered route in their workspace, and every call is audited', async () => {
    const owner = await signUp();
    await createArtwork(t.database.db, { gid: owner.gid, title: 'Blue hour' });
    const created = await makeToken(owner, { scopes: ['inventory:read'] });
    expect(created.token).toMatch(/^vt_[A-Za-z0-9_-]{43}$/);
    expect(created.apiToken).toMatchObject({
      name: 'Website sync',
      scopes: ['inventory:read'],
      prefix: created.token.slice(0, 10),
      lastUsedAt: null,
      revokedAt: null,
      createdBy: { uid: owner.uid },
    });

    const read = await readInventory(created.token, owner.gid);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json<{ items: { artwork: { title: string } }[] }>().items.map((item) => item.artwork.title)).toEqual([
      'Blue hour',
    ]);

    const calls = await callsOf(owner, created.apiToken.id);
    expect(calls.total).toBe(1);
    expect(calls.items[0]).toMatchObject({ method: 'GET', path: '/api/inventory', status: 200 });

    // The list never carries the token again, nor its hash.
    const [listed] = await listTokens(owner);
    expect(listed!.lastUsedAt).not.toBeNull();
    const stored = await t.database.db.query.apiTokens.findFirst({ where: eq(apiTokens.id, created.apiToken.id) });
    const listing = JSON.stringify(await listTokens(owner));
    expect(listing).not.toContain(created.token);
    expect(listing).not.toContain(stored!.tokenHash);
    expect(stored!.tokenHash).not.toContain(created.token);
  });

  it('refuses a revoked token at once (401), and records nothing of its calls', async () => {
    const owner = await signUp();
    const { token, apiToken } = await makeToken(owner);
    expect((await readInventory(token, owner.gid)).statusCode).toBe(200);
    await apiTokenAuditsSettled();
    const usedAt = (await listTokens(owner))[0]!.lastUsedAt;

    const revoked = await t.app.inject({
      method: 'DELETE',
      url: `/api/workspace/tokens/${apiToken.id}`,
      headers: { ...owner.auth, gid: owner.gid },
    });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json<ApiTokenDto>().revokedAt).not.toBeNull();

    const refused = await readInventory(token, owner.gid);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: 901 });
    expect((await callsOf(owner, apiToken.id)).total).toBe(1);
    expect((await listTokens(owner))[0]!.lastUsedAt).toBe(usedAt);
  });

  it('makes no new token once the plan has lapsed, yet still revokes one (ADR 052)', async () => {
    const artist = await createUser(t.app, t.database.db, { type: 7 });
    await t.database.db.update(users).set({ planid: 'apro', planState: 'active' }).where(eq(users.id, artist.uid));
    const { apiToken } = await makeToken(artist);
    await t.database.db.update(users).set({ planState: 'expired' }).where(eq(users.id, artist.uid));
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/workspace/tokens',
      headers: { ...artist.auth, gid: artist.gid },
      payload: { name: 'After the lapse', scopes: ['inventory:read'], expiresInDays: 30 },
    });
    expect(made.statusCode, made.body).toBe(403);
    expect(made.json<{ message: string }>().message).toMatch(/expired/);
    expect(await listTokens(artist)).toHaveLength(1);
    const revoked = await t.app.inject({
      method: 'DELETE',
      url: `/api/workspace/tokens/${apiToken.id}`,
      headers: { ...artist.auth, gid: artist.gid },
    });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json<ApiTokenDto>().revokedAt).not.toBeNull();
  });

  it('refuses an expired token and an unknown one (401)', async () => {
    const owner = await signUp();
    const { token, apiToken } = await makeToken(owner, { expiresInDays: 1 });
    await t.database.db
      .update(apiTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiTokens.id, apiToken.id));
    expect((await readInventory(token, owner.gid)).statusCode).toBe(401);
    expect((await readInventory(`${token.slice(0, -2)}xx`, owner.gid)).statusCode).toBe(401);
  });

  it('lets a token call only what its scopes cover, and stores nothing it is refused', async () => {
    const owner = await signUp();
    const { token, apiToken } = await makeToken(owner, { scopes: ['inventory:read'] });
    const created = await injectMultipart(t.app, {
      method: 'POST',
      url: '/api/inventory/item',
      data: { title: 'Not allowed' },
      files: [{ field: 'images', name: 'work.jpg', bytes: await makeImage('jpeg', { width: 32, height: 32 }) }],
      headers: { ...bearer(token), gid: owner.gid },
    });
    expect(created.statusCode, created.body).toBe(403);
    expect(created.json()).toMatchObject({ code: 'forbidden' });
    const folder = await t.app.inject({
      method: 'POST',
      url: '/api/inventory/folder',
      headers: { ...bearer(token), gid: owner.gid },
      payload: { name: 'Not allowed' },
    });
    expect(folder.statusCode).toBe(403);
    expect(await t.database.db.select().from(artworks).where(eq(artworks.galleryId, owner.gid))).toEqual([]);
    expect(await t.database.db.select().from(folders).where(eq(folders.galleryId, owner.gid))).toEqual([]);
    // Refused calls are audited too.
    expect((await callsOf(owner, apiToken.id)).items.map((call) => call.status)).toEqual([403, 403]);

    const writer = await makeToken(owner, { scopes: ['inventory:write'] });
    const allowed = await t.app.inject({
      method: 'POST',
      url: '/api/inventory/folder',
      headers: { ...bearer(writer.token), gid: owner.gid },
      payload: { name: 'From the website' },
    });
    expect(allowed.statusCode, allowed.body).toBe(200);
  });

  it("binds a token to its workspace: another workspace's gid is 403, even one its creator belongs to", async () => {
    const owner = await signUp();
    const other = await signUp();
    await addMember(t.database.db, other.gid, owner.uid, 'admin');
    const aid = (await createArtwork(t.database.db, { gid: other.gid })).artwork.id;
    const { token } = await makeToken(owner);
    expect((await readInventory(token, other.gid)).statusCode).toBe(403);
    // A route that names no workspace still reaches only the token's own: there the work does not exist.
    const detail = await t.app.inject({ method: 'GET', url: `/api/artwork/detail/${aid}`, headers: bearer(token) });
    expect(detail.statusCode).toBe(404);
    const ownSession = await t.app.inject({ method: 'GET', url: `/api/artwork/detail/${aid}`, headers: owner.auth });
    expect(ownSession.statusCode).toBe(200);
  });

  it('refuses routes outside every scope, token management included', async () => {
    const owner = await signUp();
    const { token } = await makeToken(owner, { scopes: ['inventory:read', 'inventory:write', 'shares', 'webhooks'] });
    const headers = { ...bearer(token), gid: owner.gid };
    for (const [method, url] of [
      ['GET', '/api/workspace/tokens'],
      ['POST', '/api/workspace/tokens'],
      ['GET', '/api/user'],
      ['GET', '/api/user/members'],
      ['GET', '/api/user/galleries'],
    ] as const) {
      const answer = await t.app.inject({
        method,
        url,
        headers,
        ...(method === 'POST' && { payload: { name: 'x', scopes: ['shares'], expiresInDays: null } }),
      });
      expect(answer.statusCode, `${method} ${url}`).toBe(403);
    }
    expect(await t.database.db.select().from(apiTokens).where(eq(apiTokens.galleryId, owner.gid))).toHaveLength(1);
  });

  it('is managed by owners and admins only; plain members get 403, another workspace 404', async () => {
    const owner = await signUp();
    const admin = await signUp();
    const member = await signUp();
    const stranger = await signUp();
    await addMember(t.database.db, owner.gid, admin.uid, 'admin');
    await addMember(t.database.db, owner.gid, member.uid, 'member');
    const { apiToken } = await makeToken(owner);
    await makeToken(admin, { name: 'Accounting' }, owner.gid);
    expect((await listTokens(admin, owner.gid)).map((token) => token.name)).toEqual(['Accounting', 'Website sync']);

    const asMember = { ...member.auth, gid: owner.gid };
    expect((await t.app.inject({ method: 'GET', url: '/api/workspace/tokens', headers: asMember })).statusCode).toBe(
      403,
    );
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/workspace/tokens',
      headers: asMember,
      payload: { name: 'Mine', scopes: ['inventory:read'], expiresInDays: null },
    });
    expect(made.statusCode).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/workspace/tokens/${apiToken.id}`,
          headers: asMember,
        })
      ).statusCode,
    ).toBe(403);

    // The stranger manages her own workspace, where this token does not exist.
    const elsewhere = { ...stranger.auth, gid: stranger.gid };
    for (const [method, url] of [
      ['DELETE', `/api/workspace/tokens/${apiToken.id}`],
      ['GET', `/api/workspace/tokens/${apiToken.id}/calls`],
    ] as const) {
      expect((await t.app.inject({ method, url, headers: elsewhere })).statusCode).toBe(404);
    }
    expect((await listTokens(owner)).every((token) => token.revokedAt === null)).toBe(true);
  });

  it('refuses bad input with 400 and makes nothing', async () => {
    const owner = await signUp();
    for (const payload of [
      { name: '', scopes: ['inventory:read'], expiresInDays: 30 },
      { name: 'x', scopes: [], expiresInDays: 30 },
      { name: 'x', scopes: ['admin'], expiresInDays: 30 },
      { name: 'x', scopes: ['shares', 'shares'], expiresInDays: 30 },
      { name: 'x', scopes: ['shares'], expiresInDays: 0 },
      { name: 'x', scopes: ['shares'], expiresInDays: 366 },
      { name: 'x', scopes: ['shares'] },
    ]) {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/workspace/tokens',
        headers: { ...owner.auth, gid: owner.gid },
        payload,
      });
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await listTokens(owner)).toEqual([]);
  });

  it('is refused at once when its creator leaves the workspace or loses the role', async () => {
    const owner = await signUp();
    const admin = await signUp();
    await addMember(t.database.db, owner.gid, admin.uid, 'admin');
    const { token } = await makeToken(admin, {}, owner.gid);
    expect((await readInventory(token, owner.gid)).statusCode).toBe(200);
    await t.database.db.update(galleryMembers).set({ role: 'member' }).where(eq(galleryMembers.userId, admin.uid));
    expect((await readInventory(token, owner.gid)).statusCode).toBe(403);
    await t.database.db.delete(galleryMembers).where(eq(galleryMembers.userId, admin.uid));
    expect((await readInventory(token, owner.gid)).statusCode).toBe(403);
  });

  it('answers 429 past its own per-token limit, with the error shape; other tokens are not counted', async () => {
    const owner = await signUp();
    const { token, apiToken } = await makeToken(owner);
    const statuses: number[] = [];
    for (let i = 0; i < CALLS_PER_MINUTE + 1; i += 1) statuses.push((await readInventory(token, owner.gid)).statusCode);
    expect(statuses.slice(0, CALLS_PER_MINUTE).every((status) => status === 200)).toBe(true);
    const limited = await readInventory(token, owner.gid);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'rate_limited' });
    expect((await callsOf(owner, apiToken.id)).items[0]!.status).toBe(429);

    const fresh = await makeToken(owner);
    expect((await readInventory(fresh.token, owner.gid)).statusCode).toBe(200);
    await apiTokenAuditsSettled();
    expect(
      await t.database.db.select().from(apiTokenCalls).where(eq(apiTokenCalls.tokenId, fresh.apiToken.id)),
    ).toHaveLength(1);
  });

  it('keeps the audit of calls for 90 days, then the daily job deletes it', async () => {
    const owner = await signUp();
    const { token, apiToken } = await makeToken(owner);
    expect((await readInventory(token, owner.gid)).statusCode).toBe(200);
    await apiTokenAuditsSettled();
    const dayMs = 24 * 60 * 60 * 1000;
    const now = Date.now();
    await t.database.db.insert(apiTokenCalls).values({
      id: `old-${apiToken.id}`,
      galleryId: owner.gid,
      tokenId: apiToken.id,
      method: 'GET',
      path: '/api/inventory',
      status: 200,
      at: new Date(now - (API_TOKEN_CALL_RETENTION_DAYS + 1) * dayMs),
    });
    expect((await callsOf(owner, apiToken.id)).total).toBe(2);

    expect(await purgeOldTokenCalls(t.app.ctx, new Date(now))).toBeGreaterThanOrEqual(1);
    const left = await callsOf(owner, apiToken.id);
    expect(left.total).toBe(1);
    expect(Date.parse(left.items[0]!.at)).toBeGreaterThan(now - dayMs);
  });
});
