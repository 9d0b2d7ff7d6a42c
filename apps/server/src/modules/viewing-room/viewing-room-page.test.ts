import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArtwork } from '../../db/factories/artwork.factory.js';
import { artworks, inventoryItems } from '../../db/schema/index.js';
import { injectMultipart } from '../../test/multipart.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createUser, type SignedInUser } from '../../test/users.js';

/**
 * The server-rendered room page (/showcase/{path}): its HTML and its serialized loader data hold
 * only what the link shows, in one server-side read. Needs the built web app (`npm run build`).
 */

let t: TestApp;
let gallery: SignedInUser;
let room: { path: string; links: { name: string; path: string }[] };

const everything = {
  price: true,
  dimensions: true,
  medium: true,
  edition: true,
  year: true,
  description: true,
  location: true,
  stockNumber: true,
};

beforeAll(async () => {
  t = await createTestApp({ web: 'production' });
  gallery = await createUser(t.app, t.database.db, { type: 0, name: 'Gallery Hyun' });
  const { artwork } = await createArtwork(t.database.db, {
    gid: gallery.gid,
    title: 'Moon Jar',
    priceAmount: 7_654_321,
  });
  await t.database.db
    .update(artworks)
    .set({ description: 'DESCRIPTION-SECRET', mediumText: 'MEDIUM-SECRET' })
    .where(eq(artworks.id, artwork.id));
  await t.database.db
    .update(inventoryItems)
    .set({ stockNumber: 'STOCK-SECRET', location: 'LOCATION-SECRET' })
    .where(eq(inventoryItems.artworkId, artwork.id));
  const made = await injectMultipart(t.app, {
    method: 'POST',
    url: '/api/share',
    headers: { ...gallery.auth, gid: gallery.gid },
    data: {
      title: 'Spring viewing',
      works: [{ aid: artwork.id }],
      visibility: everything,
      links: [
        { name: 'Ann' },
        {
          name: 'Bob',
          visibility: { ...everything, price: false, description: false, stockNumber: false, location: false },
        },
      ],
    },
  });
  expect(made.statusCode, made.body).toBe(200);
  room = made.json();
});
afterAll(() => t?.close());

const page = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

describe('the room page', () => {
  it('renders the room on the server, noindex, with every field the link shows', async () => {
    const answer = await page(`/showcase/${room.links[0]!.path}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('<meta name="robots" content="noindex"/>');
    expect(answer.body).toContain('data-testid="viewing-room"');
    expect(answer.body).toContain('Moon Jar');
    expect(answer.body).toContain('Ann');
    expect(answer.body).toMatch(/7,654,321|7654321/);
    for (const secret of ['DESCRIPTION-SECRET', 'STOCK-SECRET', 'LOCATION-SECRET'])
      expect(answer.body).toContain(secret);
  });

  it('a field hidden for a link is nowhere in its page: not in the HTML, not in the loader data', async () => {
    const answer = await page(`/showcase/${room.links[1]!.path}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('Moon Jar');
    expect(answer.body).toContain('MEDIUM-SECRET');
    // The page carries its loader data serialized; neither it nor the markup holds a hidden field.
    for (const secret of ['7654321', '7,654,321', 'DESCRIPTION-SECRET', 'STOCK-SECRET', 'LOCATION-SECRET'])
      expect(answer.body).not.toContain(secret);
  });

  it('answers an unknown path with a 404 page', async () => {
    const answer = await page(`/showcase/${'A'.repeat(32)}`);
    expect(answer.statusCode).toBe(404);
    expect(answer.body).toContain('data-testid="room-not-found"');
  });
});
