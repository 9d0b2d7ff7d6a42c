import fs from 'node:fs/promises';
import path from 'node:path';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createArtwork } from '../../db/factories/artwork.factory.js';
import { artists, artworkImages, artworks, galleries, storageJournal } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { multipartBody } from '../../test/multipart.js';
import { injectMultipart } from '../../test/multipart.js';
import { createUser, type SignedInUser } from '../../test/users.js';
import { makeImage } from '../images/test-images.js';
import { sweepUploadTmpDir, uploadTmpDirOf } from './multipart.js';

const MiB = 1024 * 1024;

let t: TestApp;
let owner: SignedInUser;
let gid: string;
let artistid: string;
let iid: string;
let aid: string;

beforeAll(async () => {
  // 1 MiB per file, so the request budget (4 files' worth) is 4 MiB; an import's images .zip may
  // have 8 MiB, which its request's budget makes room for.
  t = await createTestApp({ env: { IMAGE_MAX_BYTES: String(MiB), IMPORT_IMAGES_MAX_BYTES: String(8 * MiB) } });
  owner = await createUser(t.app, t.database.db, { type: 0 });
  gid = owner.gid;
  const artist = await send('POST', '/api/artist', { name: 'Kim' });
  artistid = artist.json().artistid as string;
  const work = await createArtwork(t.database.db, { gid, title: 'Before' });
  iid = work.item.id;
  aid = work.artwork.id;
});
afterAll(() => t.close());

type Files = Parameters<typeof multipartBody>[1];

async function send(method: 'POST' | 'PUT', url: string, data: unknown, files: Files = [], headers = {}) {
  return injectMultipart(t.app, { method, url, data, files, headers: { ...owner.auth, gid, ...headers } });
}

async function storedFiles(): Promise<string[]> {
  const root = path.join(t.app.ctx.config.dataDir, 'files');
  const entries = await fs.readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile() && !entry.parentPath.includes(`${path.sep}.`)).map((e) => e.name);
}

/** Request folders of file parts still on disk. */
async function partsLeft(): Promise<string[]> {
  return fs.readdir(uploadTmpDirOf(t.app.ctx.config.dataDir)).catch(() => []);
}

/** The parts go in the route's `onResponse` hook, which may run just after `inject` resolves. */
const noPartsLeft = () => vi.waitFor(async () => expect(await partsLeft()).toEqual([]));

/** Everything a refused upload must leave as it was. */
async function snapshot() {
  const db = t.database.db;
  return {
    artworks: (await db.select().from(artworks)).length,
    images: (await db.select().from(artworkImages)).length,
    // Ordered: PostgreSQL returns rows in no set order.
    artists: await db.select({ name: artists.name, photo: artists.photo }).from(artists).orderBy(artists.id),
    galleries: await db.select({ name: galleries.name, logo: galleries.logo }).from(galleries).orderBy(galleries.id),
    journal: (await db.select().from(storageJournal)).length,
    files: await storedFiles(),
  };
}

/** Bytes of the given size; the limits are checked while streaming, before anything is decoded. */
const filler = (bytes: number) => Buffer.alloc(bytes, 0xab);

function expectError(response: { statusCode: number; json(): unknown }, status: number) {
  expect(response.statusCode).toBe(status);
  expect(response.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
}

describe('files per route, as the contract declares', () => {
  it('refuses three logos on the one-logo route with 413, storing nothing', async () => {
    const before = await snapshot();
    const logo = await makeImage('png', { width: 64, height: 64 });
    const response = await send('PUT', '/api/gallery/setting', { name: 'Three logos' }, [
      { field: 'logo', name: 'a.png', bytes: logo },
      { field: 'logo', name: 'b.png', bytes: logo },
      { field: 'logo', name: 'c.png', bytes: logo },
    ]);
    expectError(response, 413);
    expect(response.json().message).toMatch(/one file in `logo`/);
    expect(await snapshot()).toEqual(before);
    await noPartsLeft();
  });

  it('refuses two photos for one artist, and a file field the route does not take', async () => {
    const before = await snapshot();
    const photo = await makeImage('jpeg', { width: 64, height: 64 });
    const two = await send(
      'PUT',
      '/api/artist',
      { name: 'Two photos' },
      [
        { field: 'photo', name: 'a.jpg', bytes: photo },
        { field: 'photo', name: 'b.jpg', bytes: photo },
      ],
      { artistid },
    );
    expectError(two, 413);
    const wrongField = await send('PUT', '/api/gallery/setting', { name: 'Wrong field' }, [
      { field: 'images', name: 'a.jpg', bytes: photo },
    ]);
    expectError(wrongField, 400);
    expect(wrongField.json().message).toMatch(/Unexpected file field "images"/);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses files over the request’s byte budget with 413, though each is under the file limit', async () => {
    const before = await snapshot();
    const files = Array.from({ length: 5 }, (_, index) => ({ name: `${index}.jpg`, bytes: filler(0.9 * MiB) }));
    const response = await send('POST', '/api/inventory/item', { title: 'Too much at once' }, files);
    expectError(response, 413);
    expect(response.json().message).toMatch(/may total 4 MiB/);
    expect(await snapshot()).toEqual(before);
    await noPartsLeft();
  });

  it('refuses one file over the file limit with 413', async () => {
    const response = await send('POST', '/api/inventory/item', { title: 'Huge' }, [
      { name: 'huge.jpg', bytes: filler(MiB + 1) },
    ]);
    expectError(response, 413);
    await noPartsLeft();
  });

  it('takes the parts through temporary files and removes them when the request ends', async () => {
    const response = await send('POST', '/api/inventory/item', { title: 'Two views' }, [
      { name: 'a.jpg', bytes: await makeImage('jpeg') },
      { name: 'b.webp', bytes: await makeImage('webp') },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().artwork.images).toHaveLength(2);
    await noPartsLeft();
  });
});

describe('a larger limit for one file field of one route (`fileBytes`)', () => {
  const sheet = { field: 'file', name: 'works.csv', bytes: Buffer.from('작품명,재고번호\r\nLarge zip,Z-1\r\n') };
  /** A valid .zip of `bytes` bytes or a little more: one stored (uncompressed) entry. */
  const zipOf = (bytes: number) => Buffer.from(zipSync({ 'notes.bin': filler(bytes) }, { level: 0 }));

  it('takes an import’s images .zip over the per-file limit, up to the route’s own limit', async () => {
    const zip = zipOf(3 * MiB);
    expect(zip.length).toBeGreaterThan(3 * MiB);
    const response = await send('POST', '/api/inventory/import', {}, [
      sheet,
      { field: 'images', name: 'images.zip', bytes: zip },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ created: 1, images: { matched: 0, unmatched: ['notes.bin'] } });
    await noPartsLeft();
  });

  it('refuses an images .zip over the route’s own limit with 413, storing nothing', async () => {
    const before = await snapshot();
    const response = await send('POST', '/api/inventory/import', {}, [
      sheet,
      { field: 'images', name: 'images.zip', bytes: filler(8 * MiB + 1) },
    ]);
    expectError(response, 413);
    expect(response.json().message).toMatch(/`images` is larger than 8 MiB/);
    expect(await snapshot()).toEqual(before);
    await noPartsLeft();
  });

  it('keeps the per-file limit for the route’s other file field, and for every other route', async () => {
    const before = await snapshot();
    const bigSheet = await send('POST', '/api/inventory/import', {}, [
      { ...sheet, bytes: filler(MiB + 1) },
      { field: 'images', name: 'images.zip', bytes: zipOf(1024) },
    ]);
    expectError(bigSheet, 413);
    expect(bigSheet.json().message).toMatch(/`file` is larger than 1 MiB/);
    // The same bytes the import takes in `images` are refused as an image of a work.
    const otherRoute = await send('POST', '/api/inventory/item', { title: 'Huge' }, [
      { field: 'images', name: 'huge.jpg', bytes: filler(3 * MiB) },
    ]);
    expectError(otherRoute, 413);
    expect(otherRoute.json().message).toMatch(/larger than 1 MiB/);
    const check = await send('POST', '/api/inventory/import/check', {}, [{ ...sheet, bytes: filler(MiB + 1) }]);
    expectError(check, 413);
    expect(await snapshot()).toEqual(before);
    await noPartsLeft();
  });
});

describe('malformed multipart bodies', () => {
  it.each([
    ['no boundary', 'multipart/form-data', Buffer.from('--x\r\ncontent-disposition: form-data; name="data"\r\n\r\n{}')],
    ['an empty boundary', 'multipart/form-data; boundary=', Buffer.from('x')],
    [
      'a body cut off inside a file',
      'multipart/form-data; boundary=cut',
      Buffer.from('--cut\r\ncontent-disposition: form-data; name="images"; filename="a.jpg"\r\n\r\nhalf a fi'),
    ],
  ])('answers %s with 400 and the error shape, changing nothing', async (_label, contentType, payload) => {
    const before = await snapshot();
    for (const [method, url, headers] of [
      ['POST', '/api/inventory/item', {}],
      ['PUT', '/api/artist', { artistid }],
      ['PUT', '/api/gallery/setting', {}],
    ] as const) {
      const response = await t.app.inject({
        method,
        url,
        payload,
        headers: { ...owner.auth, gid, ...headers, 'content-type': contentType },
      });
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(400);
      expect(response.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe('updates that name nothing, or nothing known', () => {
  it.each([
    ['PUT /artist', 'PUT', '/api/artist', () => ({ artistid })],
    ['PUT /gallery/setting', 'PUT', '/api/gallery/setting', () => ({})],
    ['PUT /artwork', 'PUT', '/api/artwork', () => ({ aid })],
    ['PUT /inventory/item', 'PUT', '/api/inventory/item', () => ({ iid })],
  ] as const)('%s with data={} and no file answers 400 "nothing to change"', async (_label, method, url, headers) => {
    const before = await snapshot();
    const response = await send(method, url, {}, [], headers());
    expectError(response, 400);
    expect(response.json().message).toMatch(/Nothing to change/);
    expect(response.json().details).toEqual([{ field: 'body.data', message: 'names nothing to change' }]);
    expect(await snapshot()).toEqual(before);
  });

  it.each([
    ['PUT /artwork', '/api/artwork', () => ({ aid })],
    ['PUT /inventory/item', '/api/inventory/item', () => ({ iid })],
    ['PUT /artist', '/api/artist', () => ({ artistid })],
    ['PUT /gallery/setting', '/api/gallery/setting', () => ({})],
  ] as const)('%s with unknown fields answers 400 naming them', async (_label, url, headers) => {
    const before = await snapshot();
    const garbage = await send('PUT', url, { foo: 1 }, [], headers());
    expectError(garbage, 400);
    expect(garbage.json().details).toEqual([{ field: 'body.data.foo', message: 'is not a field of this request' }]);
    // A misspelt field beside a real one is refused too, rather than half applied.
    const misspelt = await send('PUT', url, { titel: 'Typo', name: 'Typo' }, [], headers());
    expectError(misspelt, 400);
    expect(misspelt.json().details).toContainEqual({
      field: 'body.data.titel',
      message: 'is not a field of this request',
    });
    expect(await snapshot()).toEqual(before);
  });

  it('POST /inventory/items with an unknown field in one entry answers 400 naming it, storing nothing', async () => {
    const before = await snapshot();
    const image = { field: 'images', name: 'p.jpg', bytes: await makeImage('jpeg', { width: 64, height: 64 }) };
    const response = await send('POST', '/api/inventory/items', [{ title: 'Fine' }, { titel: 'Typo' }], [image, image]);
    expectError(response, 400);
    expect(response.json().details).toEqual([
      { field: 'body.data.1.titel', message: 'is not a field of this request' },
    ]);
    expect(await snapshot()).toEqual(before);
  });

  it.each([
    ['POST /artist', '/api/artist', 'photo'],
    ['POST /inventory/item', '/api/inventory/item', 'images'],
  ] as const)(
    '%s without a `data` part answers 400 "body.data is required", storing nothing',
    async (_l, url, field) => {
      const before = await snapshot();
      const response = await send('POST', url, undefined, [
        { field, name: 'p.jpg', bytes: await makeImage('jpeg', { width: 64, height: 64 }) },
      ]);
      expectError(response, 400);
      expect(response.json().details).toEqual([{ field: 'body.data', message: 'is required' }]);
      expect(await snapshot()).toEqual(before);
      await noPartsLeft();
    },
  );

  it('still takes a file alone as a change', async () => {
    const response = await send(
      'PUT',
      '/api/artist',
      {},
      [{ field: 'photo', name: 'p.jpg', bytes: await makeImage('jpeg', { width: 64, height: 64 }) }],
      { artistid },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().photo).toMatchObject({ thumbnail: expect.any(String) });
  });
});

describe('sweeping request parts left by a crash', () => {
  it('removes request folders untouched for long, and keeps those of requests in flight', async () => {
    const dir = uploadTmpDirOf(t.app.ctx.config.dataDir);
    await fs.mkdir(path.join(dir, 'request-crashed'), { recursive: true });
    await fs.writeFile(path.join(dir, 'request-crashed', '0'), 'part');
    const anHourAgo = new Date(Date.now() - 61 * 60_000);
    await fs.utimes(path.join(dir, 'request-crashed'), anHourAgo, anHourAgo);
    await fs.mkdir(path.join(dir, 'request-live'), { recursive: true });
    expect(await sweepUploadTmpDir(dir, new Date(Date.now() - 60 * 60_000))).toBe(1);
    expect(await fs.readdir(dir)).toEqual(['request-live']);
    await fs.rm(path.join(dir, 'request-live'), { recursive: true });
  });
});
