import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Dirent } from 'node:fs';
import {
  assertStorageKey,
  assertStoragePrefix,
  isStorageKey,
  type DeleteTarget,
  type FileStorage,
  type PutOptions,
  type StoredFile,
} from './file-storage.js';

/** What is kept beside each file: what S3 keeps as object metadata. */
interface SideMeta {
  contentType: string;
  cacheControl?: string;
  etag: string;
}

// No key segment starts with a dot (STORAGE_KEY_PATTERN), so these cannot collide with a key.
const META_DIR = '.meta';
const TMP_DIR = '.tmp';

/**
 * Files in a directory (by default `DATA_DIR/files`): the bytes at `<root>/<key>`, their content
 * type and ETag at `<root>/.meta/<key>.json`. Every write goes to `<root>/.tmp` first, is flushed,
 * then renamed into place, so a crash leaves either the old file or the new one, never half of one.
 */
export class LocalStorage implements FileStorage {
  readonly kind = 'local';
  readonly rootDir: string;

  constructor(rootDir: string) {
    this.rootDir = path.resolve(rootDir);
  }

  async put(key: string, body: Buffer, options: PutOptions): Promise<void> {
    const file = this.pathOf(key);
    const meta: SideMeta = {
      contentType: options.contentType,
      cacheControl: options.cacheControl,
      etag: `"${createHash('sha256').update(body).digest('hex').slice(0, 32)}"`,
    };
    // The metadata goes first: a file that exists always has its metadata.
    await this.writeAtomically(this.metaPathOf(key), Buffer.from(JSON.stringify(meta)));
    try {
      await this.writeAtomically(file, body);
    } catch (error) {
      if (!(await this.exists(key))) await fs.rm(this.metaPathOf(key), { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<StoredFile | null> {
    const file = this.pathOf(key);
    let handle: fs.FileHandle;
    try {
      handle = await fs.open(file, 'r');
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    try {
      // Reading through the open handle: a delete after this point cannot cut the answer short.
      const stat = await handle.stat();
      if (!stat.isFile()) {
        await handle.close();
        return null;
      }
      const meta = await this.readMeta(key);
      return {
        body: handle.createReadStream(),
        contentType: meta?.contentType ?? 'application/octet-stream',
        size: stat.size,
        etag: meta?.etag,
        cacheControl: meta?.cacheControl,
      };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await fs.stat(this.pathOf(key))).isFile();
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.pathOf(key), { force: true });
    await fs.rm(this.metaPathOf(key), { force: true });
  }

  async deleteMany(target: DeleteTarget): Promise<void> {
    if ('prefix' in target) {
      const prefix = assertStoragePrefix(target.prefix).slice(0, -1);
      await fs.rm(this.pathOf(prefix), { recursive: true, force: true });
      await fs.rm(this.inside(path.join(this.rootDir, META_DIR), prefix), { recursive: true, force: true });
      return;
    }
    for (const key of target.keys) assertStorageKey(key);
    for (const key of target.keys) await this.delete(key);
  }

  async *keys(prefix?: string): AsyncIterable<string> {
    const start = prefix === undefined ? this.rootDir : this.pathOf(assertStoragePrefix(prefix).slice(0, -1));
    let entries: Dirent[];
    try {
      entries = await fs.readdir(start, { recursive: true, withFileTypes: true });
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const key = path.relative(this.rootDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
      // The side folders (.meta, .tmp) start with a dot, which no key does.
      if (isStorageKey(key)) yield key;
    }
  }

  async sweepTemporary(before: Date): Promise<number> {
    const tmpDir = path.join(this.rootDir, TMP_DIR);
    let names: string[];
    try {
      names = await fs.readdir(tmpDir);
    } catch (error) {
      if (isMissing(error)) return 0;
      throw error;
    }
    let removed = 0;
    for (const name of names) {
      const file = path.join(tmpDir, name);
      const stat = await fs.stat(file).catch(() => null);
      if (!stat || stat.mtimeMs >= before.getTime()) continue;
      await fs.rm(file, { recursive: true, force: true });
      removed += 1;
    }
    return removed;
  }

  private pathOf(key: string): string {
    return this.inside(this.rootDir, key);
  }

  private metaPathOf(key: string): string {
    return `${this.inside(path.join(this.rootDir, META_DIR), key)}.json`;
  }

  /** The key's path under a base directory; the key rules already exclude `..`, this checks again. */
  private inside(base: string, key: string): string {
    const resolved = path.join(base, ...assertStorageKey(key).split('/'));
    if (!resolved.startsWith(base + path.sep)) throw new Error(`Storage key escapes its root: ${key}`);
    return resolved;
  }

  private async readMeta(key: string): Promise<SideMeta | null> {
    try {
      return JSON.parse(await fs.readFile(this.metaPathOf(key), 'utf8')) as SideMeta;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  private async writeAtomically(target: string, data: Buffer): Promise<void> {
    const tmpDir = path.join(this.rootDir, TMP_DIR);
    await fs.mkdir(tmpDir, { recursive: true });
    const tmp = path.join(tmpDir, `${randomUUID()}.tmp`);
    try {
      const handle = await fs.open(tmp, 'wx');
      try {
        await handle.writeFile(data);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await fs.mkdir(path.dirname(target), { recursive: true });
      await fs.rename(tmp, target);
    } catch (error) {
      await fs.rm(tmp, { force: true });
      throw error;
    }
  }
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}
