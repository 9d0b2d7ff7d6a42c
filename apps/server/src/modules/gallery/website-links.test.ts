import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { multipartBody } from '../../test/multipart.js';
import { createUser, type SignedInUser } from '../../test/users.js';

let t: TestApp;
let owner: SignedInUser;
beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t.app, t.database.db, { type: 0 });
});
afterAll(() => t.close());

async function send(method: 'POST' | 'PUT', url: string, data: unknown) {
  const body = await multipartBody(data);
  return t.app.inject({
    method,
    url,
    payload: body.payload,
    headers: { ...owner.auth, gid: owner.gid, ...body.headers },
  });
}

const SCRIPT_LINKS = [
  'javascript:alert(document.cookie)',
  'JavaScript://%0Aalert(1)',
  'data:text/html,<script>x</script>',
];

describe('website links', () => {
  it.each(SCRIPT_LINKS)('refuses %s as a gallery website, and keeps the old one', async (link) => {
    expect((await send('PUT', '/api/gallery/setting', { website: 'https://hyun.example' })).statusCode).toBe(200);
    const refused = await send('PUT', '/api/gallery/setting', { website: link });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'validation', details: [{ field: 'body.data.website' }] });
    const now = await t.app.inject({
      method: 'GET',
      url: '/api/gallery/setting',
      headers: { ...owner.auth, gid: owner.gid },
    });
    expect(now.json().website).toBe('https://hyun.example');
  });

  it.each(SCRIPT_LINKS)('refuses %s as an artist website, and adds no artist', async (link) => {
    const refused = await send('POST', '/api/artist', { name: 'Script Kiddie', website: link });
    expect(refused.statusCode).toBe(400);
    const artists = await t.app.inject({ method: 'GET', url: `/api/artist/gallery/${owner.gid}`, headers: owner.auth });
    expect(artists.json()).toEqual([]);
  });

  it('keeps http and https links', async () => {
    const added = await send('POST', '/api/artist', { name: 'Web Person', website: 'http://artist.example/works' });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().website).toBe('http://artist.example/works');
  });
});
