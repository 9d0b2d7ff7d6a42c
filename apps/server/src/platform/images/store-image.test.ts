import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { IMMUTABLE_CACHE_CONTROL } from '../storage/file-routes.js';
import { type FileStorage, type PutOptions, StorageKeyError, isStorageKey } from '../storage/file-storage.js';
import { LocalStorage } from '../storage/local-storage.js';
import { S3Storage } from '../storage/s3-storage.js';
import { type S3TestServer, startS3TestServer } from '../storage/s3-test-server.js';
import { readBody } from '../storage/read-body.js';
import { type IngestedImage, ingestImage } from './ingest-image.js';
import { deleteStoredImage, storeImage } from './store-image.js';
import { makeCameraJpeg } from './test-images.js';

/**
 * A real store whose nth write fails: before writing (a refused PUT), or after writing (a PUT
 * that landed but whose answer was lost, as with a timeout).
 */
class FailingStorage implements FileStorage {
  readonly kind = 'local';
  /** Every key a write was asked for, landed or not. */
  readonly attempted: string[] = [];
  private puts = 0;

  private readonly inner: FileStorage;
  private readonly failOn: number;
  private readonly when: 'before' | 'after';

  constructor(inner: FileStorage, failOn: number, when: 'before' | 'after') {
    this.inner = inner;
    this.failOn = failOn;
    this.when = when;
  }

  async put(key: string, body: Buffer, options: PutOptions) {
    this.puts += 1;
    this.attempted.push(key);
    const fail = this.puts === this.failOn;
    if (fail && this.when === 'before') throw new Error('disk full');
    await this.inner.put(key, body, options);
    if (fail) throw new Error('no answer from the store');
  }
  get = (key: string) => this.inner.get(key);
  exists = (key: string) => this.inner.exists(key);
  delete = (key: string) => this.inner.delete(key);
  deleteMany = (target: Parameters<FileStorage['deleteMany']>[0]) => this.inner.deleteMany(target);
  sweepTemporary = (before: Date) => this.inner.sweepTemporary(before);
  keys = (prefix?: string) => this.inner.keys(prefix);
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

let image: IngestedImage;
beforeAll(async () => {
  image = await ingestImage(await makeCameraJpeg(1600, 1200));
});

describe('storeImage on the local store', () => {
  let root: string;
  let storage: LocalStorage;

  beforeEach(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'vernissage-images-'));
    storage = new LocalStorage(root);
  });
  afterEach(async () => {
    await fs.rm(root, { recursive: true, force: true });
  });

  it('writes the original and each derivative under a new folder of its own, cacheable forever', async () => {
    const stored = await storeImage(storage, 'galleries/g1/artworks/a1', image);

    expect(stored.prefix).toMatch(/^galleries\/g1\/artworks\/a1\/[0-9a-f-]{36}\/$/);
    expect(stored.keys).toEqual({
      original: `${stored.prefix}original.jpg`,
      thumbnail: `${stored.prefix}thumbnail.webp`,
      medium: `${stored.prefix}medium.webp`,
      large: `${stored.prefix}large.webp`,
    });
    const expected = {
      original: image.original,
      thumbnail: image.derivatives.thumbnail,
      medium: image.derivatives.medium,
      large: image.derivatives.large,
    };
    for (const [name, key] of Object.entries(stored.keys)) {
      expect(isStorageKey(key)).toBe(true);
      const file = await storage.get(key);
      const source = expected[name as keyof typeof expected];
      expect(file).toMatchObject({ contentType: source.contentType, cacheControl: IMMUTABLE_CACHE_CONTROL });
      expect((await readBody(file!.body)).equals(source.buffer)).toBe(true);
    }

    // The same image again never overwrites the first upload's files.
    const again = await storeImage(storage, 'galleries/g1/artworks/a1', image);
    expect(again.prefix).not.toBe(stored.prefix);

    await deleteStoredImage(storage, stored);
    for (const key of Object.values(stored.keys)) expect(await storage.exists(key)).toBe(false);
    expect(await storage.exists(again.keys.original)).toBe(true);
  });

  it.each(['before', 'after'] as const)(
    'leaves no file behind when the third write fails (%s writing)',
    async (when) => {
      const failing = new FailingStorage(storage, 3, when);
      await expect(storeImage(failing, 'galleries/g1/artworks/a1', image)).rejects.toThrow(
        when === 'before' ? 'disk full' : 'no answer from the store',
      );
      expect(failing.attempted).toHaveLength(4);
      expect(await filesUnder(root)).toEqual([]);
    },
  );

  it('refuses a key prefix that is not a valid key', async () => {
    await expect(storeImage(storage, '../elsewhere', image)).rejects.toThrow(StorageKeyError);
    await expect(storeImage(storage, 'galleries/g1/', image)).rejects.toThrow(StorageKeyError);
  });
});

describe('storeImage on an S3 store', () => {
  let server: S3TestServer;

  beforeAll(async () => {
    server = await startS3TestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('writes every file, and removes them all when a write fails', async () => {
    const storage = new S3Storage(server.options);
    const stored = await storeImage(storage, 'galleries/g2/artworks/a1', image);
    for (const key of Object.values(stored.keys)) expect(await storage.exists(key)).toBe(true);

    const failing = new FailingStorage(storage, 3, 'after');
    await expect(storeImage(failing, 'galleries/g2/artworks/a2', image)).rejects.toThrow('no answer from the store');
    // Every write was tried, one landed and then "failed": none of them is left, the first upload is.
    expect(failing.attempted).toHaveLength(4);
    for (const key of failing.attempted) expect(await storage.exists(key)).toBe(false);
    for (const key of Object.values(stored.keys)) expect(await storage.exists(key)).toBe(true);
  });
});
