import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandling } from '../errors.js';
import { IMMUTABLE_CACHE_CONTROL, fileUrlPath, registerFileRoutes } from './file-routes.js';
import type { FileStorage } from './file-storage.js';
import { LocalStorage } from './local-storage.js';
import { S3Storage } from './s3-storage.js';
import { type S3TestServer, startS3TestServer } from './s3-test-server.js';

const SECRET = 'secret outside the store';

/** A raw HTTP GET with the path exactly as written: no client normalises `..` away. */
function rawGet(port: number, rawPath: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, method: 'GET', path: rawPath }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
    request.end();
  });
}

async function appFor(storage: FileStorage): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  registerErrorHandling(app);
  registerFileRoutes(app, storage);
  await app.ready();
  return app;
}

describe('GET /files/* from the local store', () => {
  let base: string;
  let app: FastifyInstance;
  let port: number;

  beforeAll(async () => {
    base = await fs.mkdtemp(path.join(os.tmpdir(), 'vernissage-routes-'));
    // A secret beside the store, and one at the top of the temp dir, for traversal attempts to aim at.
    await fs.writeFile(path.join(base, 'secret.txt'), SECRET);
    const storage = new LocalStorage(path.join(base, 'files'));
    await storage.put('g/1/thumbnail.webp', Buffer.from('webp bytes'), { contentType: 'image/webp' });
    app = await appFor(storage);
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await app.close();
    await fs.rm(base, { recursive: true, force: true });
  });

  it('serves a file with its type, length, ETag and a year of immutable caching', async () => {
    const response = await app.inject({ method: 'GET', url: fileUrlPath('g/1/thumbnail.webp') });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('webp bytes');
    expect(response.headers).toMatchObject({
      'content-type': 'image/webp',
      'content-length': '10',
      'cache-control': IMMUTABLE_CACHE_CONTROL,
      'x-content-type-options': 'nosniff',
      'cross-origin-resource-policy': 'cross-origin',
    });
    expect(response.headers.etag).toMatch(/^"[0-9a-f]{32}"$/);
  });

  it('answers 304 to a conditional request with the same ETag, and HEAD without a body', async () => {
    const first = await app.inject({ method: 'GET', url: '/files/g/1/thumbnail.webp' });
    const etag = first.headers.etag as string;
    const again = await app.inject({
      method: 'GET',
      url: '/files/g/1/thumbnail.webp',
      headers: { 'if-none-match': `"other", ${etag}` },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const head = await app.inject({ method: 'HEAD', url: '/files/g/1/thumbnail.webp' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/webp');
    expect(head.body).toBe('');
  });

  it('answers a JSON 404 for a key that does not exist', async () => {
    const response = await app.inject({ method: 'GET', url: '/files/g/1/missing.webp' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'not_found' });
  });

  it.each([
    '/files/../../etc/passwd',
    '/files/../secret.txt',
    '/files/g/../../secret.txt',
    '/files/..%2fsecret.txt',
    '/files/..%2F..%2Fetc%2Fpasswd',
    '/files/%2e%2e/secret.txt',
    '/files/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
    '/files/%252e%252e%252fsecret.txt',
    '/files/..%5csecret.txt',
    '/files/..\\secret.txt',
    '/files//etc/passwd',
    '/files/%2fetc%2fpasswd',
    '/files/g/1/thumbnail.webp%00.txt',
    '/files/.meta/g/1/thumbnail.webp.json',
    '/files/.tmp/x',
    '/files/',
  ])('never serves anything outside the store: %s', async (rawPath) => {
    const response = await rawGet(port, rawPath);
    expect([400, 404]).toContain(response.status);
    expect(response.body).not.toContain(SECRET);
    expect(response.body).not.toContain('root:');
    expect(response.body).not.toContain('contentType');
  });
});

describe('GET /files/* from the S3 store', () => {
  let server: S3TestServer;
  let app: FastifyInstance;

  beforeAll(async () => {
    server = await startS3TestServer();
    const storage = new S3Storage(server.options);
    await storage.put('g/2/large.webp', Buffer.alloc(512 * 1024, 3), { contentType: 'image/webp' });
    app = await appFor(storage);
  });
  afterAll(async () => {
    await app.close();
    await server.close();
  });

  it('streams the object with its type, length and ETag', async () => {
    const response = await app.inject({ method: 'GET', url: '/files/g/2/large.webp' });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(Buffer.alloc(512 * 1024, 3))).toBe(true);
    expect(response.headers).toMatchObject({
      'content-type': 'image/webp',
      'content-length': String(512 * 1024),
      'cache-control': IMMUTABLE_CACHE_CONTROL,
    });
    const again = await app.inject({
      method: 'GET',
      url: '/files/g/2/large.webp',
      headers: { 'if-none-match': response.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });

  it('answers 404 for a missing object', async () => {
    const response = await app.inject({ method: 'GET', url: '/files/g/2/nothing.webp' });
    expect(response.statusCode).toBe(404);
  });
});
