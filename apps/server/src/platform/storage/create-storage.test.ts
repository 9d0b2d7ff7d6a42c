import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config/env.js';
import { createStorage } from './create-storage.js';
import { LocalStorage } from './local-storage.js';
import { S3Storage } from './s3-storage.js';

describe('createStorage from the environment', () => {
  it('keeps files under DATA_DIR/files when no bucket is configured', () => {
    const config = loadConfig({ DATA_DIR: '/srv/vernissage' });
    expect(config.storage).toEqual({ kind: 'local', rootDir: path.resolve('/srv/vernissage/files') });
    const storage = createStorage(config.storage);
    expect(storage).toBeInstanceOf(LocalStorage);
    expect((storage as LocalStorage).rootDir).toBe(path.resolve('/srv/vernissage/files'));
  });

  it('uses the S3 bucket when S3_BUCKET is set, path-style unless told otherwise', () => {
    const config = loadConfig({
      S3_ENDPOINT: 'http://127.0.0.1:9000/',
      S3_BUCKET: 'art',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(config.storage).toEqual({
      kind: 's3',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      bucket: 'art',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
    expect(createStorage(config.storage)).toBeInstanceOf(S3Storage);
  });

  it("defaults the endpoint to AWS's for the region, and reads S3_FORCE_PATH_STYLE", () => {
    const config = loadConfig({
      S3_REGION: 'ap-northeast-2',
      S3_BUCKET: 'art',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'false',
    });
    expect(config.storage).toMatchObject({
      endpoint: 'https://s3.ap-northeast-2.amazonaws.com',
      forcePathStyle: false,
    });
  });

  it('stops at boot when a bucket has no credentials, naming what is missing', () => {
    expect(() => loadConfig({ S3_BUCKET: 'art', S3_ACCESS_KEY_ID: 'key' })).toThrow(ConfigError);
    expect(() => loadConfig({ S3_BUCKET: 'art' })).toThrow(/S3_ACCESS_KEY_ID.*\n.*S3_SECRET_ACCESS_KEY/);
  });

  it('reads the image limits, 25 MiB and 100 megapixels by default', () => {
    expect(loadConfig({}).images).toEqual({ maxBytes: 25 * 1024 * 1024, maxPixels: 100_000_000 });
    expect(loadConfig({ IMAGE_MAX_BYTES: '1048576', IMAGE_MAX_PIXELS: '4000000' }).images).toEqual({
      maxBytes: 1048576,
      maxPixels: 4_000_000,
    });
    expect(() => loadConfig({ IMAGE_MAX_BYTES: 'lots' })).toThrow(/IMAGE_MAX_BYTES: must be a number/);
  });
});
