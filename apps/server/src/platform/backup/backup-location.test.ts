import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, type StorageConfig } from '../../config/env.js';
import { S3Storage } from '../storage/s3-storage.js';
import { startS3TestServer, type S3TestServer } from '../storage/s3-test-server.js';
import { backupLocationOf } from './backup-location.js';

let s3: S3TestServer;
let folder: string;
let s3Store: StorageConfig;
const localStore: StorageConfig = { kind: 'local', rootDir: '/tmp/never-used' };
const text = { contentType: 'text/plain' };

beforeAll(async () => {
  s3 = await startS3TestServer();
  folder = await fs.mkdtemp(path.join(os.tmpdir(), 'vernissage-backup-location-'));
  // The file store's own bucket differs from the one the location names: only the endpoint and keys are shared.
  s3Store = { kind: 's3', ...s3.options, bucket: 'the-file-store' };
});

afterAll(async () => {
  await s3?.close();
  if (folder) await fs.rm(folder, { recursive: true, force: true });
});

describe('a backup location given on the command line', () => {
  it('is a folder, relative to where the command runs, whatever the file store', async () => {
    const relative = path.relative(process.cwd(), folder);
    const location = backupLocationOf(relative, s3Store);
    expect(location.prefix).toBe('');
    await location.store.put(`${location.prefix}nightly/manifest.json`, Buffer.from('{}'), text);
    expect(await fs.readFile(path.join(folder, 'nightly/manifest.json'), 'utf8')).toBe('{}');
  });

  it('is s3://bucket/prefix: the named bucket, keys under the prefix, with the file store’s endpoint and keys', async () => {
    const location = backupLocationOf(`s3://${s3.options.bucket}/backups/nightly/`, s3Store);
    expect(location.prefix).toBe('backups/nightly/');
    await location.store.put(`${location.prefix}one/manifest.json`, Buffer.from('{"a":1}'), text);
    const written = await new S3Storage(s3.options).get('backups/nightly/one/manifest.json');
    expect(written?.size).toBe(7);

    const bare = backupLocationOf(`s3://${s3.options.bucket}`, s3Store);
    expect(bare.prefix).toBe('');
    await bare.store.put('top.json', Buffer.from('{}'), text);
    expect(await new S3Storage(s3.options).exists('top.json')).toBe(true);
  });

  it('refuses s3:// without a bucket, or where the file store is not S3', () => {
    expect(() => backupLocationOf('s3://', s3Store)).toThrow(ConfigError);
    expect(() => backupLocationOf('s3:///prefix', s3Store)).toThrow('No bucket in s3:///prefix.');
    expect(() => backupLocationOf(`s3://${s3.options.bucket}/backups`, localStore)).toThrow(/S3_BUCKET/);
  });
});
