import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { artworkImages, artworks, auditEvents, inventoryItems } from '../../db/schema/index.js';
import { purgeTrashJob } from './artwork.jobs.js';
import { makeCameraJpeg, makeImage, makePngBomb } from '../../platform/images/test-images.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { injectMultipart, multipartBody } from '../../test/multipart.js';
import { createUser, type SignedInUser } from '../../test/users.js';

// A local Slack-compatible webhook that records what it is sent.
const reports: { text: string }[] = [];
let failWebhook = false;
const webhook = http.createServer((request, response) => {
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString()));
  request.on('end', () => {
    if (failWebhook) {
      response.writeHead(500).end('nope');
      return;
    }
    reports.push(JSON.parse(body) as { text: string });
    response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
  });
});

let t: TestApp;
let owner: SignedInUser;
let gid: string;
let filesDir: string;

beforeAll(async () => {
  await new Promise<void>((resolve) => webhook.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(webhook.address() as AddressInfo).port}/hooks/report`;
  t = await createTestApp({ env: { REPORT_WEBHOOK_URL: url, IMAGE_MAX_BYTES: String(2 * 1024 * 1024) } });
  filesDir = path.join(t.app.ctx.config.dataDir, 'files');
  owner = await createUser(t.app, t.database.db, { type: 0 });
  gid = owner.gid;
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => webhook.close(() => resolve()));
});

async function upload(
  method: 'POST' | 'PUT',
  url: string,
  data: unknown,
  files: Parameters<typeof multipartBody>[1],
  headers: Record<string, string> = {},
) {
  return injectMultipart(t.app, { method, url, data, files, headers: { ...owner.auth, gid, ...headers } });
}

async function storedFiles(): Promise<string[]> {
  const found: string[] = [];
  const walk = async (dir: string) => {
    for (const entry of await fs.readdir(dir, { withFileTypes: true }).catch(() => [])) {
      const full = path.join(dir, entry.name);
      // `.meta` and `.tmp` are the local store's own bookkeeping.
      if (entry.isDirectory() && !entry.name.startsWith('.')) await walk(full);
      else if (entry.isFile()) found.push(path.relative(filesDir, full));
    }
  };
  await walk(filesDir);
  return found.sort();
}

async function counts() {
  return {
    artworks: (await t.database.db.select().from(artworks)).length,
    images: (await t.database.db.select().from(artworkImages)).length,
    files: (await storedFiles()).length,
  };
}

describe('adding works with images', () => {
  it('stores the work, its record, its images and derivatives, and serves them with long cache headers', async () => {
    const response = await upload(
      'POST',
      '/api/inventory/item',
      {
        title: '달 항아리',
        titleEn: 'Moon Jar',
        year: 2024,
        medium: { type: 'ceramics', text: 'White porcelain' },
        dimensions: { height: 45, width: 44, unit: 'cm', framed: false },
        edition: { type: 'unique' },
        price: { amount: 12000000, currency: 'KRW', display: 'on_request' },
        tags: ['porcelain', 'joseon'],
        stockNumber: 'GH-0001',
        location: 'Storage B',
        privateNotes: 'Consigned by the artist',
      },
      [
        { name: 'front.jpg', bytes: await makeCameraJpeg() },
        { name: 'side.png', bytes: await makeImage('png') },
      ],
    );
    expect(response.statusCode, response.body).toBe(200);
    const item = response.json();
    expect(item).toMatchObject({
      stockNumber: 'GH-0001',
      privateNotes: 'Consigned by the artist',
      artwork: {
        title: '달 항아리',
        titleEn: 'Moon Jar',
        medium: { type: 'ceramics' },
        price: { amount: 12000000, display: 'on_request' },
        tags: ['porcelain', 'joseon'],
      },
    });
    expect(item.artwork.images).toHaveLength(2);
    expect(item.artwork.images[0]).toMatchObject({ primary: true, idx: 0, width: 400, height: 600 });
    expect(item.artwork.images[0].placeholder).toMatch(/^data:image\/webp;base64,/);

    const { original, ...derivatives } = item.artwork.images[0].urls as Record<string, string>;
    for (const url of Object.values(derivatives)) {
      const file = await t.app.inject({ method: 'GET', url });
      expect(file.statusCode, url).toBe(200);
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    // The original only to members, and never kept by a shared cache.
    const file = await t.app.inject({ method: 'GET', url: original!, headers: owner.auth });
    expect(file.statusCode).toBe(200);
    expect(file.headers['cache-control']).toBe('private, no-store');
    await t.app.ctx.reports.settled();
    expect(reports.at(-1)?.text).toMatch(/New artwork registered: “달 항아리”/);
  });

  it('drops files into many works at once, titled after the files', async () => {
    const files = await Promise.all(
      ['IMG_0001.jpg', 'IMG_0002.jpg', 'sunset (2).webp'].map(async (name) => ({
        name,
        bytes: await makeImage(name.endsWith('webp') ? 'webp' : 'jpeg', { width: 300, height: 200 }),
      })),
    );
    const response = await upload('POST', '/api/inventory/items', undefined, files);
    expect(response.statusCode, response.body).toBe(200);
    const titles = response.json().items.map((item: { artwork: { title: string } }) => item.artwork.title);
    expect(titles).toEqual(['IMG_0001', 'IMG_0002', 'sunset (2)']);
    const idxs = response.json().items.map((item: { idx: number }) => item.idx);
    expect(idxs).toEqual([...idxs].sort((a, b) => a - b));
  });

  it('changes images: removes one, reorders, sets the primary, adds one; removed files go', async () => {
    const created = (
      await upload('POST', '/api/inventory/item', { title: 'Triptych' }, [
        { name: 'a.jpg', bytes: await makeImage('jpeg') },
        { name: 'b.jpg', bytes: await makeImage('jpeg') },
        { name: 'c.jpg', bytes: await makeImage('jpeg') },
      ])
    ).json();
    const [a, b, c] = created.artwork.images as { id: string; urls: { large: string } }[];
    const updated = await upload(
      'PUT',
      '/api/inventory/item',
      { removeImageIds: [a!.id], imageOrder: [c!.id, b!.id], primaryImageId: b!.id, title: 'Diptych' },
      [{ name: 'd.webp', bytes: await makeImage('webp') }],
      { iid: created.iid },
    );
    expect(updated.statusCode, updated.body).toBe(200);
    const images = updated.json().artwork.images as { id: string; primary: boolean }[];
    expect(updated.json().artwork.title).toBe('Diptych');
    expect(images.map((image) => image.id).slice(0, 2)).toEqual([c!.id, b!.id]);
    expect(images.find((image) => image.primary)?.id).toBe(b!.id);
    expect(images).toHaveLength(3);
    expect((await t.app.inject({ method: 'GET', url: a!.urls.large })).statusCode).toBe(404);
  });
});

describe('bad uploads', () => {
  it.each([
    [
      'a text file named .jpg',
      { name: 'photo.jpg', bytes: Buffer.from('this is not an image at all, just text'), type: 'image/jpeg' },
      [415],
    ],
    ['an empty file', { name: 'empty.jpg', bytes: Buffer.alloc(0) }, [400]],
    ['a file over the size limit', { name: 'huge.jpg', bytes: Buffer.alloc(3 * 1024 * 1024, 0xff) }, [413]],
    ['a decompression bomb', { name: 'bomb.png', bytes: makePngBomb() }, [413]],
    [
      'an SVG',
      {
        name: 'logo.svg',
        bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      },
      [415],
    ],
  ])('refuses %s with a clear 4xx and leaves no row and no file', async (_label, file, statuses) => {
    const before = await counts();
    const response = await upload('POST', '/api/inventory/item', { title: 'Should not exist' }, [
      { name: 'good.jpg', bytes: await makeImage('jpeg') },
      file,
    ]);
    expect(statuses).toContain(response.statusCode);
    expect(response.json().message).toEqual(expect.any(String));
    expect(await counts()).toEqual(before);
  });

  it("ignores a path-traversal file name: the key is the server's own", async () => {
    const response = await upload('POST', '/api/inventory/item', { title: 'Traversal' }, [
      { name: '../../../../etc/passwd.jpg', bytes: await makeImage('jpeg') },
    ]);
    expect(response.statusCode).toBe(200);
    expect((await storedFiles()).every((file) => file.startsWith(`g${path.sep}${gid}${path.sep}`))).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/files/../../etc/passwd' })).statusCode).toBeGreaterThanOrEqual(
      400,
    );
  });

  it('refuses bad `data` and non-multipart bodies, naming the fields', async () => {
    const bad = await upload(
      'POST',
      '/api/inventory/item',
      { title: '', year: 'last year', price: { display: 'maybe' } },
      [],
    );
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .details.map((detail: { field: string }) => detail.field)
        .sort(),
    ).toEqual(['body.data.price.display', 'body.data.title', 'body.data.year']);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/inventory/item',
      headers: { ...owner.auth, gid },
      payload: { title: 'json' },
    });
    expect(json.statusCode).toBe(415);
  });

  it('refuses another workspace before reading a single image', async () => {
    const stranger = await createUser(t.app, t.database.db, { type: 0 });
    const before = await counts();
    const body = await multipartBody({ title: 'Intruder' }, [{ name: 'x.jpg', bytes: await makeImage('jpeg') }]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/inventory/item',
      payload: body.payload,
      headers: { ...stranger.auth, gid, ...body.headers },
    });
    expect(response.statusCode).toBe(403);
    expect(await counts()).toEqual(before);
  });

  it('keeps the request working when the report webhook fails', async () => {
    failWebhook = true;
    const response = await upload('POST', '/api/inventory/item', { title: 'Reported badly' }, []);
    await t.app.ctx.reports.settled();
    failWebhook = false;
    expect(response.statusCode).toBe(200);
  });
});

describe('the trash', () => {
  it('purges works deleted more than 30 days ago, with their files', async () => {
    const created = (
      await upload('POST', '/api/inventory/item', { title: 'Old news' }, [
        { name: 'old.jpg', bytes: await makeImage('jpeg') },
      ])
    ).json();
    const url = created.artwork.images[0].urls.large as string;
    await t.app.inject({
      method: 'POST',
      url: '/api/inventory/item/delete',
      headers: { ...owner.auth, gid },
      payload: { iids: [created.iid] },
    });
    expect(await purgeTrashJob.run(t.app.ctx)).toBe(0);
    await t.database.db
      .update(inventoryItems)
      .set({ deletedAt: new Date(Date.now() - 31 * 24 * 3600 * 1000) })
      .where(eq(inventoryItems.id, created.iid));
    // Two instances run the job at the same moment: the work is purged, and logged, once.
    const counts = await Promise.all([purgeTrashJob.run(t.app.ctx), purgeTrashJob.run(t.app.ctx)]);
    expect(counts.sort()).toEqual([0, 1]);
    const logged = await t.database.db.select().from(auditEvents).where(eq(auditEvents.subjectId, created.aid));
    expect(logged.filter((entry) => entry.action === 'artwork.purged')).toHaveLength(1);
    expect(await t.database.db.select().from(artworks).where(eq(artworks.id, created.aid))).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });
});

describe('artworks outside the inventory', () => {
  it('publishes, lists, likes idempotently, and hides unpublished works from outsiders', async () => {
    const created = await upload(
      'POST',
      '/api/artwork',
      { title: 'Public Piece', published: true, price: { amount: 500, currency: 'USD', display: 'hidden' } },
      [],
    );
    expect(created.statusCode, created.body).toBe(200);
    const aid = created.json().aid as string;
    const privateOne = (await upload('POST', '/api/artwork', { title: 'Private Piece' }, [])).json().aid as string;

    const visitor = await createUser(t.app, t.database.db, { type: 3 });
    const list = await t.app.inject({ method: 'GET', url: '/api/artwork?size=50' });
    const titles = list.json().items.map((artwork: { title: string }) => artwork.title);
    expect(titles).toContain('Public Piece');
    expect(titles).not.toContain('Private Piece');
    const seen = await t.app.inject({ method: 'GET', url: `/api/artwork/detail/${aid}`, headers: visitor.auth });
    expect(seen.json()).toMatchObject({ title: 'Public Piece', price: null });
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/artwork/detail/${privateOne}`, headers: visitor.auth }))
        .statusCode,
    ).toBe(404);

    for (let i = 0; i < 2; i++) {
      expect(
        (
          await t.app.inject({ method: 'POST', url: '/api/artwork/like', headers: visitor.auth, payload: { aid } })
        ).json(),
      ).toEqual({ liked: true, likes: 1 });
    }
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/artwork/liked', headers: visitor.auth })).json(),
    ).toMatchObject({ total: 1 });
    for (let i = 0; i < 2; i++) {
      expect(
        (
          await t.app.inject({ method: 'POST', url: '/api/artwork/unlike', headers: visitor.auth, payload: { aid } })
        ).json(),
      ).toEqual({ liked: false, likes: 0 });
    }
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/artwork/like',
          headers: visitor.auth,
          payload: { aid: privateOne },
        })
      ).statusCode,
    ).toBe(404);

    const mine = await t.app.inject({ method: 'GET', url: '/api/artwork/my?size=100', headers: owner.auth });
    expect(mine.json().items.map((artwork: { aid: string }) => artwork.aid)).toEqual(
      expect.arrayContaining([aid, privateOne]),
    );
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/artwork/delete', headers: { ...owner.auth, aid } })).json(),
    ).toEqual({ ok: true });
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/artwork/detail/${aid}`, headers: visitor.auth })).statusCode,
    ).toBe(404);
  });
});
