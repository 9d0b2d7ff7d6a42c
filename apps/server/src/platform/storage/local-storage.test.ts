import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LocalStorage } from './local-storage.js';
import { readBody } from './read-body.js';
import { describeStorageContract } from './storage-contract.js';

async function tempDir() {
  return fs.mkdtemp(path.join(os.tmpdir(), 'vernissage-files-'));
}

/** Every regular file under a directory, as paths relative to it. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

describeStorageContract('LocalStorage', async () => {
  const root = await tempDir();
  return { storage: new LocalStorage(root), close: () => fs.rm(root, { recursive: true, force: true }) };
});

describe('LocalStorage on disk', () => {
  let root: string;
  let storage: LocalStorage;

  beforeEach(async () => {
    root = path.join(await tempDir(), 'files');
    storage = new LocalStorage(root);
  });
  afterEach(async () => {
    await fs.rm(path.dirname(root), { recursive: true, force: true });
  });

  it('creates its folders on the first write, keeps the bytes at <root>/<key>, and leaves no temporary file', async () => {
    await storage.put('galleries/g1/a/original.jpg', Buffer.from('bytes'), { contentType: 'image/jpeg' });

    expect(await fs.readFile(path.join(root, 'galleries/g1/a/original.jpg'), 'utf8')).toBe('bytes');
    expect(await filesUnder(path.join(root, '.tmp'))).toEqual([]);
    expect(await filesUnder(root)).toEqual(['.meta/galleries/g1/a/original.jpg.json', 'galleries/g1/a/original.jpg']);
  });

  it('leaves neither a half file nor its metadata when a write fails', async () => {
    // A file where the key needs a folder: the rename into place fails after the bytes were written.
    await fs.mkdir(root, { recursive: true });
    await fs.writeFile(path.join(root, 'blocked'), 'not a folder');

    await expect(
      storage.put('blocked/photo.jpg', Buffer.alloc(1024 * 1024, 1), { contentType: 'image/jpeg' }),
    ).rejects.toThrow();
    expect(await filesUnder(root)).toEqual(['blocked']);
  });

  it('answers a read that began before a delete in full', async () => {
    const body = Buffer.alloc(2 * 1024 * 1024, 7);
    await storage.put('a/b.bin', body, { contentType: 'application/octet-stream' });
    const file = await storage.get('a/b.bin');
    await storage.delete('a/b.bin');
    expect((await readBody(file!.body)).equals(body)).toBe(true);
  });

  it('removes the metadata with the files under a prefix', async () => {
    await storage.put('u/1/a.webp', Buffer.from('a'), { contentType: 'image/webp' });
    await storage.put('u/2/a.webp', Buffer.from('b'), { contentType: 'image/webp' });
    await storage.deleteMany({ prefix: 'u/1/' });
    expect(await filesUnder(root)).toEqual(['.meta/u/2/a.webp.json', 'u/2/a.webp']);
  });
});
