import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../ids.js';
import { type FileStorage, StorageKeyError } from './file-storage.js';
import { readBody } from './read-body.js';

const INVALID_KEYS = [
  '',
  '/etc/passwd',
  '../etc/passwd',
  'a/../../etc/passwd',
  'a/./b',
  'a//b',
  'a/',
  '.hidden',
  'a/.hidden',
  'a/..',
  '.meta/a.json',
  'a\\..\\b',
  'a b',
  'a%2F..%2Fb',
  'a/b?c',
  'a\0b',
  'kéy',
  'x'.repeat(513),
];

/**
 * What every FileStorage must do, run against each implementation (local directory, S3 server),
 * so they cannot drift apart. `open` gives a store that may hold other tests' files.
 */
export function describeStorageContract(
  name: string,
  open: () => Promise<{ storage: FileStorage; close: () => Promise<void> }>,
) {
  describe(`${name}: FileStorage contract`, () => {
    let storage: FileStorage;
    let close: () => Promise<void>;
    // Each test writes under its own folder, so tests cannot see each other's files.
    const folder = () => `contract/${randomUUID()}`;

    beforeAll(async () => {
      ({ storage, close } = await open());
    });
    afterAll(async () => {
      await close();
    });

    it('reads back what was put: bytes, content type, size and an ETag', async () => {
      const key = `${folder()}/photo.jpg`;
      const body = Buffer.from('not really a jpeg, but the store does not care');
      await storage.put(key, body, { contentType: 'image/jpeg', cacheControl: 'public, max-age=60' });

      const file = await storage.get(key);
      expect(file).toMatchObject({ contentType: 'image/jpeg', size: body.length });
      expect(file?.etag).toMatch(/^"[^"]+"$/);
      expect(await readBody(file!.body)).toEqual(body);
      expect(await storage.exists(key)).toBe(true);
    });

    it('keeps binary bodies of a few megabytes intact', async () => {
      const key = `${folder()}/large.bin`;
      const body = Buffer.alloc(3 * 1024 * 1024 + 7);
      for (let index = 0; index < body.length; index++) body[index] = (index * 31 + 7) % 256;
      await storage.put(key, body, { contentType: 'application/octet-stream' });
      const file = await storage.get(key);
      expect(file?.size).toBe(body.length);
      expect((await readBody(file!.body)).equals(body)).toBe(true);
    });

    it('answers null and false for a key that was never written, or that names a folder', async () => {
      const base = folder();
      await storage.put(`${base}/inner/file.txt`, Buffer.from('x'), { contentType: 'text/plain' });
      for (const key of [`${base}/missing.txt`, `${base}/inner`, base]) {
        expect(await storage.get(key)).toBeNull();
        expect(await storage.exists(key)).toBe(false);
      }
    });

    it('replaces a file that is put again, with its new content type and ETag', async () => {
      const key = `${folder()}/doc`;
      await storage.put(key, Buffer.from('first'), { contentType: 'text/plain' });
      const first = await storage.get(key);
      await readBody(first!.body);
      await storage.put(key, Buffer.from('second version'), { contentType: 'application/json' });
      const second = await storage.get(key);
      expect(second).toMatchObject({ contentType: 'application/json', size: 14 });
      expect(second?.etag).not.toBe(first?.etag);
      expect((await readBody(second!.body)).toString()).toBe('second version');
    });

    it('lists every key under a prefix, and only the files (no side files of the store)', async () => {
      const base = folder();
      const keys = [`${base}/a.jpg`, `${base}/upload/b.webp`, `${base}/upload/deep/c.webp`];
      for (const key of keys) await storage.put(key, Buffer.from(key), { contentType: 'text/plain' });
      await storage.put(`${base}-2/outside.txt`, Buffer.from('x'), { contentType: 'text/plain' });
      const listed: string[] = [];
      for await (const key of storage.keys(`${base}/`)) listed.push(key);
      expect(listed.sort()).toEqual([...keys].sort());
      const all: string[] = [];
      for await (const key of storage.keys()) all.push(key);
      expect(all).toEqual(expect.arrayContaining([...keys, `${base}-2/outside.txt`]));
      expect(all.every((key) => !key.startsWith('.'))).toBe(true);
      const none: string[] = [];
      for await (const key of storage.keys(`${base}/nothing-here/`)) none.push(key);
      expect(none).toEqual([]);
    });

    it('deletes a file, and deleting a missing one is no error', async () => {
      const key = `${folder()}/gone.txt`;
      await storage.put(key, Buffer.from('x'), { contentType: 'text/plain' });
      await storage.delete(key);
      expect(await storage.exists(key)).toBe(false);
      expect(await storage.get(key)).toBeNull();
      await expect(storage.delete(key)).resolves.toBeUndefined();
    });

    it('deletes everything under a prefix, and nothing that merely starts with the same letters', async () => {
      const base = folder();
      const inside = [`${base}/upload/a.jpg`, `${base}/upload/b.webp`, `${base}/upload/deep/c.webp`];
      const outside = [`${base}/upload-2/a.jpg`, `${base}/uploads.txt`];
      for (const key of [...inside, ...outside])
        await storage.put(key, Buffer.from(key), { contentType: 'text/plain' });

      await storage.deleteMany({ prefix: `${base}/upload/` });
      for (const key of inside) expect(await storage.exists(key)).toBe(false);
      for (const key of outside) expect(await storage.exists(key)).toBe(true);
      // A prefix with nothing under it is fine.
      await expect(storage.deleteMany({ prefix: `${base}/nothing-here/` })).resolves.toBeUndefined();
    });

    it('deletes a list of keys, including missing ones', async () => {
      const base = folder();
      const keys = [`${base}/1`, `${base}/2`, `${base}/3`];
      for (const key of keys) await storage.put(key, Buffer.from(key), { contentType: 'text/plain' });
      await storage.deleteMany({ keys: [keys[0]!, keys[2]!, `${base}/never-written`] });
      expect(await storage.exists(keys[0]!)).toBe(false);
      expect(await storage.exists(keys[1]!)).toBe(true);
      expect(await storage.exists(keys[2]!)).toBe(false);
      await expect(storage.deleteMany({ keys: [] })).resolves.toBeUndefined();
    });

    it('takes keys made of our ids, which may start with "-" or "_"', async () => {
      const key = `${folder()}/-${newId()}/_${newId()}/${newId()}.webp`;
      await storage.put(key, Buffer.from('x'), { contentType: 'image/webp' });
      expect(await storage.exists(key)).toBe(true);
      await storage.deleteMany({ prefix: `${key.split('/').slice(0, 3).join('/')}/` });
      expect(await storage.exists(key)).toBe(false);
    });

    it('refuses keys that could escape the store or mean something else, in every method', async () => {
      for (const key of INVALID_KEYS) {
        await expect(storage.put(key, Buffer.from('x'), { contentType: 'text/plain' }), key).rejects.toThrow(
          StorageKeyError,
        );
        await expect(storage.get(key), key).rejects.toThrow(StorageKeyError);
        await expect(storage.exists(key), key).rejects.toThrow(StorageKeyError);
        await expect(storage.delete(key), key).rejects.toThrow(StorageKeyError);
        await expect(storage.deleteMany({ keys: [key] }), key).rejects.toThrow(StorageKeyError);
      }
    });

    it('refuses a prefix that is empty, absolute or not a folder (a typo must never delete everything)', async () => {
      for (const prefix of ['', '/', 'contract', '/contract/', '../', 'contract//', '.meta/']) {
        await expect(storage.deleteMany({ prefix }), prefix).rejects.toThrow(StorageKeyError);
      }
    });
  });
}
