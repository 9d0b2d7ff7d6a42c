import fs from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artists, galleries, storageJournal } from '../../db/schema/index.js';
import { uploadTmpDirOf } from '../../platform/http/multipart.js';
import { newId } from '../../platform/ids.js';
import { ingestImage, type IngestedImage } from '../../platform/images/ingest-image.js';
import { newUploadPrefix, storeImageAt } from '../../platform/images/store-image.js';
import { makeImage } from '../../platform/images/test-images.js';
import { journalFolders, settleFolders, UploadAbandoned } from '../../platform/storage/storage-journal.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { multipartBody } from '../../test/multipart.js';
import { injectMultipart } from '../../test/multipart.js';
import { createUser, type SignedInUser } from '../../test/users.js';
import { sweepStorageJob, withStoredImages } from './stored-files.js';

let t: TestApp;
let owner: SignedInUser;
let gid: string;
let filesDir: string;
let image: IngestedImage;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t.app, t.database.db, { type: 0 });
  gid = owner.gid;
  filesDir = path.join(t.app.ctx.config.dataDir, 'files');
  image = await ingestImage(await makeImage('jpeg', { width: 300, height: 200 }));
});
afterAll(() => t.close());

async function send(
  method: 'POST' | 'PUT',
  url: string,
  data: unknown,
  files: Parameters<typeof multipartBody>[1],
  headers = {},
) {
  return injectMultipart(t.app, { method, url, data, files, headers: { ...owner.auth, gid, ...headers } });
}

/** The upload folders (`<id>/`) stored under a key prefix, as storage prefixes. */
async function uploadFolders(keyPrefix: string): Promise<string[]> {
  const entries = await fs
    .readdir(path.join(filesDir, ...keyPrefix.split('/')), { withFileTypes: true })
    .catch(() => []);
  return entries.filter((entry) => entry.isDirectory()).map((entry) => `${keyPrefix}/${entry.name}/`);
}

async function journal() {
  return t.database.db.select({ prefix: storageJournal.prefix }).from(storageJournal);
}

/** What a crash leaves: entries made long enough ago that no upload can still be on its way. */
async function ageJournal() {
  await t.database.db.update(storageJournal).set({ createdAt: sql`now() - interval '11 minutes'` });
}

/** The first steps of every upload, up to the commit that never comes when the process dies. */
async function uploadWithoutCommit(keyPrefix: string): Promise<string> {
  const prefix = newUploadPrefix(keyPrefix);
  await journalFolders(t.database.db, [{ gid, prefix }]);
  await storeImageAt(t.app.ctx.storage, prefix, image);
  return prefix;
}

describe('replacing a logo or a photo', () => {
  it('leaves exactly one set of files, the row’s, however many replacements run at once', async () => {
    const logos = await Promise.all(
      Array.from({ length: 6 }, (_, index) => makeImage('png', { width: 40 + index, height: 40 })),
    );
    const responses = await Promise.all(
      logos.map((bytes, index) =>
        send('PUT', '/api/gallery/setting', { about: `logo ${index}` }, [{ field: 'logo', name: 'logo.png', bytes }]),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(logos.map(() => 200));
    const [row] = await t.database.db.select({ logo: galleries.logo }).from(galleries).where(eq(galleries.id, gid));
    expect(await uploadFolders(`g/${gid}/logo`)).toEqual([row!.logo!.prefix]);
    expect(await journal()).toEqual([]);
  });

  it('does the same for an artist’s photo, and deleting the artist takes the photo with it', async () => {
    const created = await send('POST', '/api/artist', { name: 'Park' }, []);
    const artistid = created.json().artistid as string;
    const photos = await Promise.all(Array.from({ length: 6 }, (_, index) => makeImage('jpeg', { width: 50 + index })));
    const responses = await Promise.all(
      photos.map((bytes) => send('PUT', '/api/artist', {}, [{ field: 'photo', name: 'p.jpg', bytes }], { artistid })),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(photos.map(() => 200));
    const [row] = await t.database.db.select({ photo: artists.photo }).from(artists).where(eq(artists.id, artistid));
    expect(await uploadFolders(`g/${gid}/artists/${artistid}`)).toEqual([row!.photo!.prefix]);

    const deleted = await t.app.inject({
      method: 'POST',
      url: '/api/artist/delete',
      headers: { ...owner.auth, gid },
      payload: { artistids: [artistid] },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await uploadFolders(`g/${gid}/artists/${artistid}`)).toEqual([]);
    expect(await journal()).toEqual([]);
  });
});

describe('after a crash', () => {
  it('removes an upload whose files were written but whose row never committed, once it is old', async () => {
    const aid = newId();
    const prefix = await uploadWithoutCommit(`g/${gid}/a/${aid}`);
    expect(await uploadFolders(`g/${gid}/a/${aid}`)).toEqual([prefix]);

    // At restart the sweep runs at once; an entry this young may be an upload still on its way.
    await sweepStorageJob.run(t.app.ctx);
    expect(await uploadFolders(`g/${gid}/a/${aid}`)).toEqual([prefix]);

    await ageJournal();
    expect(await sweepStorageJob.run(t.app.ctx)).toBeGreaterThanOrEqual(1);
    expect(await uploadFolders(`g/${gid}/a/${aid}`)).toEqual([]);
    expect(await journal()).toEqual([]);
  });

  it('never takes files a row owns: a journaled folder still in use keeps its files', async () => {
    const response = await send('PUT', '/api/gallery/setting', { about: 'kept' }, [
      { field: 'logo', name: 'logo.png', bytes: await makeImage('png', { width: 30, height: 30 }) },
    ]);
    const [row] = await t.database.db.select({ logo: galleries.logo }).from(galleries).where(eq(galleries.id, gid));
    // As if the process died between journaling the logo for deletion and letting go of it.
    await journalFolders(t.database.db, [{ gid, prefix: row!.logo!.prefix }]);
    await ageJournal();
    await sweepStorageJob.run(t.app.ctx);
    expect(await journal()).toEqual([]);
    const file = await t.app.inject({ method: 'GET', url: response.json().logo.large as string });
    expect(file.statusCode).toBe(200);
  });

  it('refuses a commit that comes after the sweep took its upload, so no row is left without files', async () => {
    const aid = newId();
    const prefix = await uploadWithoutCommit(`g/${gid}/a/${aid}`);
    await ageJournal();
    await sweepStorageJob.run(t.app.ctx);
    await expect(t.database.db.transaction((tx) => settleFolders(tx, [{ gid, prefix }]))).rejects.toBeInstanceOf(
      UploadAbandoned,
    );
  });

  it('removes the local store’s half-written temporaries and the parts of requests that never ended', async () => {
    const tmp = path.join(filesDir, '.tmp');
    const parts = uploadTmpDirOf(t.app.ctx.config.dataDir);
    await fs.mkdir(tmp, { recursive: true });
    await fs.mkdir(path.join(parts, 'request-crashed'), { recursive: true });
    await fs.writeFile(path.join(tmp, 'stale.tmp'), 'half a file');
    await fs.writeFile(path.join(tmp, 'fresh.tmp'), 'a write in flight');
    const longAgo = new Date(Date.now() - 2 * 60 * 60_000);
    await fs.utimes(path.join(tmp, 'stale.tmp'), longAgo, longAgo);
    await fs.utimes(path.join(parts, 'request-crashed'), longAgo, longAgo);

    expect(await sweepStorageJob.run(t.app.ctx)).toBe(2);
    expect(await fs.readdir(tmp)).toEqual(['fresh.tmp']);
    expect(await fs.readdir(parts)).toEqual([]);
  });
});

describe('a failed upload', () => {
  it('leaves neither files nor journal entries when its rows cannot be written', async () => {
    const aid = newId();
    const failure = withStoredImages(t.app.ctx, gid, `g/${gid}/a/${aid}`, [image, image], async (stored) => {
      expect(stored).toHaveLength(2);
      throw new Error('the database went away');
    });
    await expect(failure).rejects.toThrow('the database went away');
    expect(await uploadFolders(`g/${gid}/a/${aid}`)).toEqual([]);
    expect(await journal()).toEqual([]);
  });
});
