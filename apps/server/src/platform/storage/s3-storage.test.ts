import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StorageError } from './file-storage.js';
import { S3Storage, s3BucketUrl, s3ObjectUrl } from './s3-storage.js';
import { type S3TestServer, startS3TestServer } from './s3-test-server.js';
import { readBody } from './read-body.js';
import { describeStorageContract } from './storage-contract.js';

describeStorageContract('S3Storage', async () => {
  const server = await startS3TestServer();
  return { storage: new S3Storage(server.options), close: server.close };
});

describe('S3Storage against an S3 server on 127.0.0.1', () => {
  let server: S3TestServer;

  beforeAll(async () => {
    server = await startS3TestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('stores the Cache-Control it was given and returns it', async () => {
    const storage = new S3Storage(server.options);
    await storage.put('c/1.webp', Buffer.from('x'), {
      contentType: 'image/webp',
      cacheControl: 'public, max-age=31536000, immutable',
    });
    const file = await storage.get('c/1.webp');
    expect(file?.cacheControl).toBe('public, max-age=31536000, immutable');
    await readBody(file!.body);
  });

  it('lists and deletes page by page when a prefix holds more keys than one page', async () => {
    const storage = new S3Storage({ ...server.options, pageSize: 2 });
    const keys = Array.from({ length: 5 }, (_, index) => `paged/p/${index}.txt`);
    for (const key of keys) await storage.put(key, Buffer.from(key), { contentType: 'text/plain' });
    await storage.put('paged/other.txt', Buffer.from('stays'), { contentType: 'text/plain' });
    // Listing follows the continuation tokens over the three pages.
    const listed: string[] = [];
    for await (const key of storage.keys('paged/p/')) listed.push(key);
    expect(listed.sort()).toEqual(keys);

    await storage.deleteMany({ prefix: 'paged/p/' });
    for (const key of keys) expect(await storage.exists(key)).toBe(false);
    expect(await storage.exists('paged/other.txt')).toBe(true);

    for (const key of keys) await storage.put(key, Buffer.from(key), { contentType: 'text/plain' });
    await storage.deleteMany({ keys });
    for (const key of keys) expect(await storage.exists(key)).toBe(false);
  });

  it("throws a StorageError with S3's code for a bucket that does not exist", async () => {
    const storage = new S3Storage({ ...server.options, bucket: 'no-such-bucket' });
    const attempt = storage.put('a.txt', Buffer.from('x'), { contentType: 'text/plain' });
    await expect(attempt).rejects.toThrow(StorageError);
    await expect(attempt).rejects.toMatchObject({ status: 404, s3Code: 'NoSuchBucket' });
  });

  it('throws a StorageError for credentials the server does not know', async () => {
    const storage = new S3Storage({ ...server.options, accessKeyId: 'NOT-A-KEY' });
    await expect(storage.get('a.txt')).rejects.toMatchObject({ status: 403, s3Code: 'InvalidAccessKeyId' });
  });

  it('throws a StorageError when nothing listens at the endpoint', async () => {
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as net.AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));

    const storage = new S3Storage({ ...server.options, endpoint: `http://127.0.0.1:${port}` });
    await expect(storage.exists('a.txt')).rejects.toThrow(StorageError);
  });

  it('gives up on a store that accepts the connection and never answers', async () => {
    const silent = net.createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    try {
      const storage = new S3Storage({ ...server.options, endpoint: `http://127.0.0.1:${port}`, timeoutMs: 200 });
      await expect(storage.get('a.txt')).rejects.toThrow(/no answer within 200 ms/);
    } finally {
      silent.close();
    }
  });
});

describe('S3 URLs', () => {
  const options = { endpoint: 'https://s3.eu-west-1.amazonaws.com', bucket: 'art' };

  it('puts the bucket in the path or in the host name', () => {
    expect(s3ObjectUrl({ ...options, forcePathStyle: true }, 'g/1/original.jpg')).toBe(
      'https://s3.eu-west-1.amazonaws.com/art/g/1/original.jpg',
    );
    expect(s3ObjectUrl({ ...options, forcePathStyle: false }, 'g/1/original.jpg')).toBe(
      'https://art.s3.eu-west-1.amazonaws.com/g/1/original.jpg',
    );
    expect(s3BucketUrl({ endpoint: 'http://127.0.0.1:9000/', bucket: 'art', forcePathStyle: true })).toBe(
      'http://127.0.0.1:9000/art',
    );
  });
});
