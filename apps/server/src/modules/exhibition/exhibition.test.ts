import fs from 'node:fs/promises';
import path from 'node:path';
import { calendarDayIn, EXHIBITION_TIME_ZONE, type ExhibitionDto } from '@vernissage/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArtwork } from '../../db/factories/artwork.factory.js';
import {
  exhibitionGrants,
  exhibitionImages,
  exhibitions,
  exhibitionWorks,
  inventoryItems,
} from '../../db/schema/index.js';
import { makeImage } from '../../platform/images/test-images.js';
import { injectMultipart, type multipartBody } from '../../test/multipart.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { holdAsCollector } from '../../test/holds.js';
import { createUser, type SignedInUser } from '../../test/users.js';

let t: TestApp;
let owner: SignedInUser;
let stranger: SignedInUser;
let fair: SignedInUser;
let filesDir: string;

beforeAll(async () => {
  t = await createTestApp();
  filesDir = path.join(t.app.ctx.config.dataDir, 'files');
  owner = await createUser(t.app, t.database.db, { type: 0 });
  stranger = await createUser(t.app, t.database.db, { type: 0 });
  fair = await createUser(t.app, t.database.db, { type: 1 });
});
afterAll(() => t.close());

const day = (offset: number) => calendarDayIn(EXHIBITION_TIME_ZONE, new Date(Date.now() + offset * 86_400_000));

function send(
  user: SignedInUser,
  method: 'POST' | 'PUT',
  data: unknown,
  headers: Record<string, string>,
  files: Parameters<typeof multipartBody>[1] = [],
) {
  return injectMultipart(t.app, { method, url: '/api/exhibition', data, files, headers: { ...user.auth, ...headers } });
}

function read(user: SignedInUser, gid: string, exhibitionid: string) {
  return t.app.inject({ method: 'GET', url: '/api/exhibition', headers: { ...user.auth, gid, exhibitionid } });
}

function list(user: SignedInUser, gid: string, query = '') {
  return t.app.inject({ method: 'GET', url: `/api/exhibition/list${query}`, headers: { ...user.auth, gid } });
}

function grant(user: SignedInUser, gid: string, body: { exhibitionid: string; gid: string; accessLevel: number }) {
  return t.app.inject({ method: 'PUT', url: '/api/exhibition/access', headers: { ...user.auth, gid }, payload: body });
}

async function storedFiles(): Promise<string[]> {
  const found: string[] = [];
  const walk = async (dir: string) => {
    for (const entry of await fs.readdir(dir, { withFileTypes: true }).catch(() => [])) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory() && !entry.name.startsWith('.')) await walk(full);
      else if (entry.isFile()) found.push(path.relative(filesDir, full));
    }
  };
  await walk(filesDir);
  return found;
}

async function rowCounts() {
  const db = t.database.db;
  return {
    exhibitions: (await db.select().from(exhibitions)).length,
    works: (await db.select().from(exhibitionWorks)).length,
    images: (await db.select().from(exhibitionImages)).length,
    grants: (await db.select().from(exhibitionGrants)).length,
    files: (await storedFiles()).length,
  };
}

/** An exhibition of the owner's with two works (one on hold), made through the API. */
async function makeExhibition(fields: Record<string, unknown> = {}) {
  const first = await createArtwork(t.database.db, { gid: owner.gid, title: 'Blue hour', published: true });
  const second = await createArtwork(t.database.db, { gid: owner.gid, title: 'Salt', published: true });
  const response = await send(
    owner,
    'POST',
    {
      title: '물의 기억',
      titleEn: 'Memory of Water',
      startDate: day(-3),
      endDate: day(10),
      works: [{ aid: second.artwork.id, caption: 'Room 1' }, { aid: first.artwork.id }],
      ...fields,
    },
    { gid: owner.gid },
  );
  expect(response.statusCode, response.body).toBe(200);
  return { exhibition: response.json<ExhibitionDto>(), first, second };
}

describe('building an exhibition', () => {
  it('creates it with works in order, cover and captioned installation views; reads them back', async () => {
    const first = await createArtwork(t.database.db, { gid: owner.gid, title: 'Tide' });
    const second = await createArtwork(t.database.db, { gid: owner.gid, title: 'Shore' });
    const response = await send(
      owner,
      'POST',
      {
        title: '바다',
        titleEn: 'Sea',
        subtitle: 'New paintings',
        startDate: day(5),
        endDate: day(40),
        openingReception: 'Opening, 5–7 pm',
        venue: { type: 'physical', name: 'Main hall', address: 'Seoul' },
        curator: 'Kim',
        pressText: '# Sea\n\nThe **sea** paintings.',
        works: [
          { aid: second.artwork.id, caption: 'North wall' },
          { aid: first.artwork.id, caption: null },
        ],
        published: false,
        newImageCaptions: ['View one', 'View two'],
      },
      { gid: owner.gid },
      [
        { field: 'cover', name: 'cover.jpg', bytes: await makeImage('jpeg') },
        { field: 'images', name: 'v1.jpg', bytes: await makeImage('jpeg') },
        { field: 'images', name: 'v2.png', bytes: await makeImage('png') },
      ],
    );
    expect(response.statusCode, response.body).toBe(200);
    const created = response.json<ExhibitionDto>();
    expect(created).toMatchObject({
      title: '바다',
      status: 'upcoming',
      venue: { type: 'physical', name: 'Main hall', address: 'Seoul', url: null },
      pressHtml: '<h3>Sea</h3>\n<p>The <strong>sea</strong> paintings.</p>',
      shared: false,
      access: 1,
      workCount: 2,
    });
    expect(created.works.map((work) => [work.artwork.title, work.caption])).toEqual([
      ['Shore', 'North wall'],
      ['Tide', null],
    ]);
    expect(created.images.map((image) => image.caption)).toEqual(['View one', 'View two']);
    expect(created.cover?.urls.large).toMatch(/large\.webp$/);
    expect((await t.app.inject({ method: 'GET', url: created.cover!.urls.large })).statusCode).toBe(200);

    const again = await read(owner, owner.gid, created.exhibitionid);
    expect(again.json<ExhibitionDto>()).toEqual(created);
  });

  it('derives upcoming, current and past from the dates, and filters the list by them', async () => {
    const gallery = await createUser(t.app, t.database.db, { type: 0 });
    for (const [title, startDate, endDate] of [
      ['Soon', day(1), day(9)],
      ['Now', day(0), day(0)],
      ['Gone', day(-9), day(-1)],
    ]) {
      expect((await send(gallery, 'POST', { title, startDate, endDate }, { gid: gallery.gid })).statusCode).toBe(200);
    }
    const all = list(gallery, gallery.gid);
    const items = (await all).json<{ items: { title: string; status: string }[]; total: number }>();
    expect(items.total).toBe(3);
    expect(Object.fromEntries(items.items.map((item) => [item.title, item.status]))).toEqual({
      Soon: 'upcoming',
      Now: 'current',
      Gone: 'past',
    });
    const current = (await list(gallery, gallery.gid, '?status=current')).json<{ items: { title: string }[] }>();
    expect(current.items.map((item) => item.title)).toEqual(['Now']);
  });

  it('shows each work’s live availability and changes works, captions and images on PUT', async () => {
    const { exhibition, first } = await makeExhibition();
    const withViews = await send(
      owner,
      'PUT',
      { newImageCaptions: ['A', 'B', 'C'] },
      { gid: owner.gid, exhibitionid: exhibition.exhibitionid },
      [
        { field: 'images', name: 'a.jpg', bytes: await makeImage('jpeg') },
        { field: 'images', name: 'b.jpg', bytes: await makeImage('jpeg') },
        { field: 'images', name: 'c.jpg', bytes: await makeImage('jpeg') },
        { field: 'cover', name: 'cover.jpg', bytes: await makeImage('jpeg') },
      ],
    );
    expect(withViews.statusCode, withViews.body).toBe(200);
    const [a, b, c] = withViews.json<ExhibitionDto>().images;
    const oldCover = withViews.json<ExhibitionDto>().cover!;

    // Hold the first work through the share routes: the exhibition shows it at once.
    const collector = await createUser(t.app, t.database.db, { type: 3 });
    await holdAsCollector(t, owner, collector, first.artwork.id);

    const changed = await send(
      owner,
      'PUT',
      {
        title: 'Memory of Water (extended)',
        endDate: day(20),
        works: [{ aid: first.artwork.id, caption: 'Alone' }],
        removeImageIds: [a!.id],
        imageOrder: [c!.id, b!.id],
        imageCaptions: [{ id: b!.id, caption: 'B, recaptioned' }],
      },
      { gid: owner.gid, exhibitionid: exhibition.exhibitionid },
      [{ field: 'cover', name: 'new-cover.webp', bytes: await makeImage('webp') }],
    );
    expect(changed.statusCode, changed.body).toBe(200);
    const after = changed.json<ExhibitionDto>();
    expect(after.title).toBe('Memory of Water (extended)');
    expect(after.endDate).toBe(day(20));
    expect(after.works.map((work) => [work.aid, work.caption, work.artwork.state])).toEqual([
      [first.artwork.id, 'Alone', 2],
    ]);
    expect(after.images.map((image) => [image.id, image.caption])).toEqual([
      [c!.id, 'C'],
      [b!.id, 'B, recaptioned'],
    ]);
    expect(after.cover!.id).not.toBe(oldCover.id);
    expect((await t.app.inject({ method: 'GET', url: a!.urls.large })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: oldCover.urls.large })).statusCode).toBe(404);
  });

  it('deletes an exhibition with its images, and leaves its artworks in the inventory', async () => {
    const { exhibition, first } = await makeExhibition();
    await send(owner, 'PUT', {}, { gid: owner.gid, exhibitionid: exhibition.exhibitionid }, [
      { field: 'cover', name: 'c.jpg', bytes: await makeImage('jpeg') },
    ]);
    const before = await storedFiles();
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/exhibition',
      headers: { ...owner.auth, gid: owner.gid, exhibitionid: exhibition.exhibitionid },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await read(owner, owner.gid, exhibition.exhibitionid)).statusCode).toBe(404);
    expect((await storedFiles()).length).toBe(before.length - 4);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/artwork/detail/${first.artwork.id}`,
      headers: owner.auth,
    });
    expect(detail.statusCode).toBe(200);
  });
});

describe('bad input', () => {
  it('refuses works of another workspace, works named twice, and dates out of order; nothing is stored', async () => {
    const theirs = await createArtwork(t.database.db, { gid: stranger.gid, title: 'Not yours' });
    const mine = await createArtwork(t.database.db, { gid: owner.gid, title: 'Mine' });
    const trashed = await createArtwork(t.database.db, { gid: owner.gid, title: 'Trashed' });
    await t.database.db
      .update(inventoryItems)
      .set({ deletedAt: new Date() })
      .where(eq(inventoryItems.id, trashed.item.id));
    const before = await rowCounts();
    const base = { title: 'X', startDate: day(0), endDate: day(1) };
    const attempts: [unknown, string][] = [
      [{ ...base, works: [{ aid: theirs.artwork.id }] }, 'body.data.works.0.aid'],
      [{ ...base, works: [{ aid: mine.artwork.id }, { aid: trashed.artwork.id }] }, 'body.data.works.1.aid'],
      [{ ...base, works: [{ aid: mine.artwork.id }, { aid: mine.artwork.id }] }, 'body.data.works.1.aid'],
      [{ ...base, startDate: day(3), endDate: day(1) }, 'body.data.endDate'],
      [{ ...base, startDate: '2026-02-30' }, 'body.data.startDate'],
      [{ ...base, venue: { type: 'online', url: 'javascript:alert(1)' } }, 'body.data.venue.url'],
      [{ ...base, newImageCaptions: ['one caption, no image'] }, 'body.data.newImageCaptions'],
    ];
    for (const [data, field] of attempts) {
      const response = await send(owner, 'POST', data, { gid: owner.gid }, [
        { field: 'cover', name: 'c.jpg', bytes: await makeImage('jpeg') },
      ]);
      expect(response.statusCode, JSON.stringify(data)).toBe(400);
      expect(response.json<{ details: { field: string }[] }>().details.map((detail) => detail.field)).toContain(field);
    }
    const notAnImage = await send(owner, 'POST', base, { gid: owner.gid }, [
      { field: 'images', name: 'x.jpg', bytes: Buffer.from('<svg onload="alert(1)"/>'), type: 'image/jpeg' },
    ]);
    expect(notAnImage.statusCode).toBe(415);
    expect(await rowCounts()).toEqual(before);
  });

  it('renders the press text without any markup of the author’s own', async () => {
    const payload =
      '<script>alert(1)</script>\n\n<img src=x onerror="alert(2)">\n\n[click](javascript:alert(3)) [ok](https://example.com/a_b_c?x=1&y="2")\n\n**bold** _it_';
    const { exhibition } = await makeExhibition({ pressText: payload, pressTextEn: '"><svg/onload=alert(4)>' });
    const html = exhibition.pressHtml!;
    expect(html).not.toMatch(/<script|<img|<svg|onerror="|href="javascript/i);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;img src=x onerror=&quot;alert(2)&quot;&gt;');
    expect(html).toContain('[click](javascript:alert(3))');
    expect(html).toContain(
      '<a href="https://example.com/a_b_c?x=1&amp;y=&quot;2&quot;" rel="noopener noreferrer nofollow">ok</a>',
    );
    expect(html).toContain('<strong>bold</strong> <em>it</em>');
    expect(exhibition.pressHtmlEn).toBe('<p>&quot;&gt;&lt;svg/onload=alert(4)&gt;</p>');
    expect(exhibition.pressText).toBe(payload);
  });
});

describe('who may', () => {
  it('refuses another workspace and anonymous callers on every route, and changes nothing', async () => {
    const { exhibition } = await makeExhibition({ published: true });
    const before = await rowCounts();
    const id = exhibition.exhibitionid;
    const json =
      (method: 'GET' | 'DELETE' | 'PUT', url: string, headers: Record<string, string>, payload?: object) =>
      (auth: Record<string, string>) =>
        t.app.inject({ method, url, headers: { ...auth, ...headers }, ...(payload !== undefined && { payload }) });
    const multipart = (method: 'POST' | 'PUT', headers: Record<string, string>) => (auth: Record<string, string>) =>
      injectMultipart(t.app, {
        method,
        url: '/api/exhibition',
        data: { title: 'Taken', startDate: day(0), endDate: day(1) },
        headers: { ...auth, ...headers },
      });
    const attempts = [
      // As the owner's workspace (the stranger is no member of it): 403.
      json('GET', '/api/exhibition', { gid: owner.gid, exhibitionid: id }),
      json('DELETE', '/api/exhibition', { gid: owner.gid, exhibitionid: id }),
      json('GET', '/api/exhibition/list', { gid: owner.gid }),
      json(
        'PUT',
        '/api/exhibition/access',
        { gid: owner.gid },
        { exhibitionid: id, gid: stranger.gid, accessLevel: 1 },
      ),
      multipart('PUT', { gid: owner.gid, exhibitionid: id }),
      multipart('POST', { gid: owner.gid }),
      // As their own workspace, naming the owner's exhibition: 404.
      json('GET', '/api/exhibition', { gid: stranger.gid, exhibitionid: id }),
      json('DELETE', '/api/exhibition', { gid: stranger.gid, exhibitionid: id }),
      json(
        'PUT',
        '/api/exhibition/access',
        { gid: stranger.gid },
        { exhibitionid: id, gid: stranger.gid, accessLevel: 1 },
      ),
      multipart('PUT', { gid: stranger.gid, exhibitionid: id }),
    ];
    for (const attempt of attempts) {
      const response = await attempt(stranger.auth);
      expect([403, 404], `${response.statusCode} ${response.body}`).toContain(response.statusCode);
      const anonymous = await attempt({});
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toMatchObject({ code: 901 });
    }
    expect((await read(stranger, stranger.gid, id)).statusCode).toBe(404);
    expect((await read(stranger, owner.gid, id)).statusCode).toBe(403);
    expect(await rowCounts()).toEqual(before);
    expect((await read(owner, owner.gid, id)).json<ExhibitionDto>()).toMatchObject({ title: '물의 기억', grants: [] });
    const theirList = (await list(stranger, stranger.gid)).json<{ total: number }>();
    expect(theirList.total).toBe(0);
  });

  it('an artist without the pro plan may not create one (showcase permission)', async () => {
    const artist = await createUser(t.app, t.database.db, { type: 7 });
    const before = await rowCounts();
    const response = await send(
      artist,
      'POST',
      { title: 'Mine', startDate: day(0), endDate: day(1) },
      { gid: artist.gid },
    );
    expect(response.statusCode).toBe(403);
    expect(await rowCounts()).toEqual(before);
  });
});

describe('sharing with another workspace (PUT /exhibition/access)', () => {
  it('grants read, then write, then revokes; only the owner deletes or changes access', async () => {
    const { exhibition } = await makeExhibition();
    const id = exhibition.exhibitionid;
    expect((await read(fair, fair.gid, id)).statusCode).toBe(404);

    const granted = await grant(owner, owner.gid, { exhibitionid: id, gid: fair.gid, accessLevel: 0 });
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json()).toMatchObject({ exhibitionid: id, grants: [{ gid: fair.gid, accessLevel: 0 }] });

    const seen = await read(fair, fair.gid, id);
    expect(seen.statusCode).toBe(200);
    expect(seen.json<ExhibitionDto>()).toMatchObject({ shared: true, access: 0, grants: [], gid: owner.gid });
    const fairList = (await list(fair, fair.gid)).json<{ items: { exhibitionid: string; shared: boolean }[] }>();
    expect(fairList.items).toEqual([expect.objectContaining({ exhibitionid: id, shared: true })]);

    const readOnly = await send(fair, 'PUT', { title: 'Renamed by the fair' }, { gid: fair.gid, exhibitionid: id });
    expect(readOnly.statusCode).toBe(403);

    await grant(owner, owner.gid, { exhibitionid: id, gid: fair.gid, accessLevel: 1 });
    const written = await send(fair, 'PUT', { subtitle: 'At the fair' }, { gid: fair.gid, exhibitionid: id });
    expect(written.statusCode, written.body).toBe(200);
    expect(written.json<ExhibitionDto>()).toMatchObject({ subtitle: 'At the fair', access: 1 });

    // Writing is not owning: no deleting, no sharing on, no access levels.
    const headers = { ...fair.auth, gid: fair.gid, exhibitionid: id };
    expect((await t.app.inject({ method: 'DELETE', url: '/api/exhibition', headers })).statusCode).toBe(403);
    expect((await grant(fair, fair.gid, { exhibitionid: id, gid: stranger.gid, accessLevel: 0 })).statusCode).toBe(403);
    expect((await send(fair, 'PUT', { accessLevel: 0 }, { gid: fair.gid, exhibitionid: id })).statusCode).toBe(403);

    const revoked = await grant(owner, owner.gid, { exhibitionid: id, gid: fair.gid, accessLevel: -1 });
    expect(revoked.json()).toMatchObject({ grants: [] });
    expect((await read(fair, fair.gid, id)).statusCode).toBe(404);
    expect((await list(fair, fair.gid)).json<{ total: number }>().total).toBe(0);
    expect((await read(owner, owner.gid, id)).json<ExhibitionDto>().subtitle).toBe('At the fair');
  });

  it('refuses sharing with an unknown workspace (404) and with the owner itself (400)', async () => {
    const { exhibition } = await makeExhibition();
    const before = await rowCounts();
    const id = exhibition.exhibitionid;
    expect(
      (await grant(owner, owner.gid, { exhibitionid: id, gid: 'no-such-gallery', accessLevel: 0 })).statusCode,
    ).toBe(404);
    expect((await grant(owner, owner.gid, { exhibitionid: id, gid: owner.gid, accessLevel: 1 })).statusCode).toBe(400);
    expect(await rowCounts()).toEqual(before);
  });
});

describe('GET /exhibition/list/publicArts', () => {
  it('lists, to anyone, the published and live works of published exhibitions, with only what the public may see', async () => {
    const gallery = await createUser(t.app, t.database.db, { type: 0 });
    const shown = await createArtwork(t.database.db, { gid: gallery.gid, title: 'Shown', published: true });
    const hidden = await createArtwork(t.database.db, {
      gid: gallery.gid,
      title: 'Price hidden',
      published: true,
      priceDisplay: 'hidden',
    });
    const onRequest = await createArtwork(t.database.db, {
      gid: gallery.gid,
      title: 'On request',
      published: true,
      priceDisplay: 'on_request',
    });
    const draft = await createArtwork(t.database.db, { gid: gallery.gid, title: 'Draft work' });
    const trashed = await createArtwork(t.database.db, { gid: gallery.gid, title: 'Trashed', published: true });
    const works = [shown, hidden, onRequest, draft, trashed].map((work) => ({ aid: work.artwork.id }));
    const published = await send(
      gallery,
      'POST',
      { title: 'Open', startDate: day(0), endDate: day(5), works, published: true },
      { gid: gallery.gid },
    );
    await send(gallery, 'POST', { title: 'Closed', startDate: day(0), endDate: day(5), works }, { gid: gallery.gid });
    await t.database.db
      .update(inventoryItems)
      .set({ deletedAt: new Date() })
      .where(eq(inventoryItems.id, trashed.item.id));

    const response = await t.app.inject({
      method: 'GET',
      url: `/api/exhibition/list/publicArts?gid=${gallery.gid}&size=10`,
    });
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json<{
      items: { exhibitionTitle: string; artwork: { title: string; price: unknown; images: { urls: object }[] } }[];
      total: number;
    }>();
    expect(page.total).toBe(3);
    expect(page.items.map((item) => [item.exhibitionTitle, item.artwork.title, item.artwork.price])).toEqual([
      ['Open', 'Shown', { amount: 1_000_000, currency: 'KRW', display: 'exact' }],
      ['Open', 'Price hidden', null],
      ['Open', 'On request', { amount: null, currency: 'KRW', display: 'on_request' }],
    ]);
    expect(JSON.stringify(page)).not.toMatch(/privateNotes|stockNumber|original/);

    const one = await t.app.inject({
      method: 'GET',
      url: `/api/exhibition/list/publicArts?exhibitionid=${published.json<ExhibitionDto>().exhibitionid}&size=1&page=1`,
    });
    expect(one.json()).toMatchObject({ total: 3, page: 1, size: 1, items: [{ artwork: { title: 'Price hidden' } }] });
  });
});
