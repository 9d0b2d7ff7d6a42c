import { defineRoute, errorBodySchema, MONEY_MAX } from '@vernissage/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createArtwork } from '../../db/factories/artwork.factory.js';
import { artists, shares } from '../../db/schema/index.js';
import { multipartBody } from '../../test/multipart.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createUser, type SignedInUser } from '../../test/users.js';
import { registerRoute } from './register-route.js';

/** A route declared with plain strings everywhere, as a new route might be: the guard still holds. */
const plainRoute = defineRoute({
  method: 'POST',
  path: '/probe/plain/{id}',
  summary: 'Test probe: plain strings in every part',
  tags: ['test'],
  auth: 'public',
  access: 'public',
  params: z.object({ id: z.string() }),
  query: z.object({ q: z.string().optional() }),
  headers: z.object({ note: z.string().optional() }),
  body: z.record(z.string(), z.unknown()),
  responses: { 200: z.object({ ok: z.literal(true) }), 400: errorBodySchema },
});

let t: TestApp;
let owner: SignedInUser;
let collector: SignedInUser;
let plainCalls = 0;
beforeAll(async () => {
  t = await createTestApp();
  registerRoute(t.app, plainRoute, async () => {
    plainCalls += 1;
    return { ok: true as const };
  });
  owner = await createUser(t.app, t.database.db, { type: 0, name: 'Owner Name' });
  collector = await createUser(t.app, t.database.db, { type: 3 });
});
afterAll(() => t.close());

function expectRefused(response: { statusCode: number; json: () => unknown }, field: string) {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({
    code: 'validation',
    message: expect.any(String),
    details: expect.arrayContaining([expect.objectContaining({ field })]),
  });
}

describe('a NUL character (PostgreSQL cannot store U+0000)', () => {
  it.each([
    ['params.id', { url: '/probe/plain/a%00b', payload: {} }],
    ['query.q', { url: '/probe/plain/x?q=a%00b', payload: {} }],
    ['headers.note', { url: '/probe/plain/x', headers: { note: 'a\u0000b' }, payload: {} }],
    ['body.title', { url: '/probe/plain/x', payload: { title: 'a\u0000b' } }],
    ['body.list.1.note', { url: '/probe/plain/x', payload: { list: [{ note: 'ok' }, { note: '\u0000' }] } }],
  ])('in %s is refused before any route runs, whatever its schema says', async (field, request) => {
    const response = await t.app.inject({ method: 'POST', ...request });
    expectRefused(response, field);
    expect(response.json<{ details: unknown[] }>().details).toEqual([
      { field, message: 'must not contain NUL characters' },
    ]);
    expect(plainCalls).toBe(0);
  });

  it('is refused in a JSON body, a path id, a query and a header id of real routes, and nothing changes', async () => {
    const name = await t.app.inject({
      method: 'PUT',
      url: '/api/user/name',
      headers: owner.auth,
      payload: { name: 'New\u0000Name' },
    });
    expectRefused(name, 'body.name');
    const user = await t.app.inject({ method: 'GET', url: '/api/user', headers: owner.auth });
    expect(user.json()).toMatchObject({ name: 'Owner Name' });

    expectRefused(
      await t.app.inject({ method: 'GET', url: '/api/artwork/detail/a%00b', headers: owner.auth }),
      'params.aid',
    );
    expectRefused(
      await t.app.inject({ method: 'GET', url: '/api/inventory?q=%00', headers: { ...owner.auth, gid: owner.gid } }),
      'query.q',
    );
    expectRefused(
      await t.app.inject({ method: 'GET', url: '/api/user/gallery', headers: { ...owner.auth, gid: '\u0000' } }),
      'headers.gid',
    );
  });

  it('is refused on the better-auth endpoints too, which read their own bodies', async () => {
    expectRefused(
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token: 'a\u0000', newPassword: 'a long enough password' },
      }),
      'body.token',
    );
    expectRefused(
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password?token=a%00b',
        payload: { newPassword: 'a long enough password' },
      }),
      'query.token',
    );
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'token=a%00b&newPassword=whatever-it-is',
    });
    expectRefused(form, 'body.token.0');
  });

  it('is refused in the `data` part of a multipart upload, naming the field, and nothing is stored', async () => {
    const body = await multipartBody({ name: 'Kim\u0000', biography: 'fine' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/artist',
      headers: { ...owner.auth, gid: owner.gid, ...body.headers },
      payload: body.payload,
    });
    expectRefused(response, 'body.data.name');
    expect(await t.database.db.select().from(artists).where(eq(artists.galleryId, owner.gid))).toEqual([]);
  });
});

describe('numbers beyond their columns', () => {
  it.each([
    ['/api/inventory?state=3000000000', 'state'],
    ['/api/inventory?state=-2147483649', 'state'],
    ['/api/artwork/shares?state=3000000000', 'state'],
    ['/api/inventory?page=3000000000', 'page'],
  ])('%s is refused by the contract, not by the database', async (url, field) => {
    const response = await t.app.inject({ method: 'GET', url, headers: { ...owner.auth, gid: owner.gid } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation',
      details: [expect.objectContaining({ field: `query.${field}` })],
    });
  });

  it('the largest integer column value is still accepted', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/inventory?state=2147483647',
      headers: { ...owner.auth, gid: owner.gid },
    });
    expect(response.statusCode).toBe(200);
  });

  it('a price beyond numeric(14, 2) is refused, and no offer is made', async () => {
    const { artwork } = await createArtwork(t.database.db, { gid: owner.gid });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/artwork/share',
      headers: owner.auth,
      payload: { aid: artwork.id, shareuid: collector.uid, shareprice: 1e12 },
    });
    expectRefused(response, 'body.shareprice');
    expect(await t.database.db.select().from(shares).where(eq(shares.artworkId, artwork.id))).toEqual([]);

    const largest = await t.app.inject({
      method: 'POST',
      url: '/api/artwork/share',
      headers: owner.auth,
      payload: { aid: artwork.id, shareuid: collector.uid, shareprice: MONEY_MAX },
    });
    expect(largest.statusCode).toBe(200);
    expect(largest.json()).toMatchObject({ shareprice: MONEY_MAX });
  });

  it('an artwork price beyond numeric(14, 2) is refused in a multipart upload', async () => {
    const body = await multipartBody({ title: 'Too dear', price: { amount: 1e12 } });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/artwork',
      headers: { ...owner.auth, gid: owner.gid, ...body.headers },
      payload: body.payload,
    });
    expectRefused(response, 'body.data.price.amount');
  });
});

describe('provider tokens', () => {
  it.each([
    ['not visible ASCII', '토큰'.repeat(50)],
    ['longer than any provider issues', 'a'.repeat(10_000)],
  ])('a token %s is refused as invalid, not passed on to the provider', async (_, token) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { id: 'someone', oauth: 'google', access_token: token },
    });
    expectRefused(response, 'body.access_token');
  });
});
