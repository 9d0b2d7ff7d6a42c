import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError, createApiClient, type ApiClientOptions, type ClientSession } from './api-client.js';
import { defineRoute } from './contract.js';

// A real HTTP server that accepts only the token it currently considers valid.
let validToken = 'fresh';
/** How many more times `/api/keyed` says the request with each key is still under way. */
const busyFor = new Map<string, number>();
const seen: http.IncomingHttpHeaders[] = [];
const server = http.createServer((request, response) => {
  seen.push(request.headers);
  const send = (status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json', 'x-request-id': 'req-123' });
    response.end(JSON.stringify(body));
  };
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const raw = Buffer.concat(chunks).toString();
    const url = new URL(request.url ?? '/', 'http://x');
    if (url.pathname === '/api/public/fail') return send(401, { code: 901, message: 'no session' });
    if (url.pathname === '/api/broken')
      return send(409, {
        code: 'invalid_transition',
        message: 'already held',
        details: [{ field: 'body.sid', message: 'held' }],
      });
    if (request.headers.authorization !== `Bearer ${validToken}`) return send(401, { code: 901, message: 'expired' });
    if (url.pathname === '/api/keyed') {
      const key = request.headers['idempotency-key'] ?? '';
      const busy = busyFor.get(String(key)) ?? 0;
      busyFor.set(String(key), busy - 1);
      if (busy > 0) return send(409, { code: 'request_in_progress', message: 'still under way' });
      return send(200, { key });
    }
    if (url.pathname === '/api/empty') {
      response.writeHead(204);
      return response.end();
    }
    if (url.pathname === '/api/upload') {
      // Read back as a browser's form would be: the parts, their names and sizes.
      const form = new Request('http://x', {
        method: 'POST',
        headers: { 'content-type': request.headers['content-type'] ?? '' },
        body: Buffer.concat(chunks),
      }).formData();
      return void form.then((parts) =>
        send(200, {
          length: Buffer.concat(chunks).byteLength,
          data: parts.has('data') ? (JSON.parse(parts.get('data') as string) as unknown) : null,
          files: [...parts.entries()]
            .filter((entry): entry is [string, File] => typeof entry[1] !== 'string')
            .map(([field, file]) => ({ field, name: file.name, size: file.size })),
        }),
      );
    }
    send(200, {
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body: raw ? (JSON.parse(raw) as unknown) : null,
    });
  });
});
let baseUrl = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const itemRoute = defineRoute({
  method: 'PUT',
  path: '/items/{iid}',
  summary: '',
  tags: [],
  auth: 'session',
  access: 'session',
  params: z.object({ iid: z.string() }),
  query: z.object({ page: z.number(), tags: z.array(z.string()).optional() }),
  body: z.object({ name: z.string() }),
  headers: z.object({ gid: z.string() }),
  responses: { 200: z.object({ path: z.string(), query: z.record(z.string(), z.string()), body: z.unknown() }) },
});
const emptyRoute = defineRoute({
  method: 'DELETE',
  path: '/empty',
  summary: '',
  tags: [],
  auth: 'session',
  access: 'session',
  responses: { 204: z.null() },
});
const brokenRoute = defineRoute({
  method: 'POST',
  path: '/broken',
  summary: '',
  tags: [],
  auth: 'session',
  access: 'session',
  responses: { 200: z.object({}) },
});
const publicRoute = defineRoute({
  method: 'GET',
  path: '/public/fail',
  summary: '',
  tags: [],
  auth: 'public',
  access: 'public',
  responses: { 200: z.object({}) },
});

const keyedRoute = defineRoute({
  method: 'POST',
  path: '/keyed',
  summary: '',
  tags: [],
  auth: 'session',
  access: 'session',
  headers: z.object({ 'idempotency-key': z.string().optional() }),
  responses: { 200: z.object({ key: z.string() }) },
});

const uploadRoute = defineRoute({
  method: 'POST',
  path: '/upload',
  summary: '',
  tags: [],
  auth: 'session',
  access: 'session',
  multipart: true,
  files: { images: 3 },
  headers: z.object({ gid: z.string() }),
  body: z.object({ title: z.string() }),
  responses: {
    200: z.object({
      length: z.number(),
      data: z.unknown(),
      files: z.array(z.object({ field: z.string(), name: z.string(), size: z.number() })),
    }),
  },
});

/** A file of `bytes` bytes; large enough ones go out in several chunks. */
const fileOf = (name: string, bytes: number) => new File([new Uint8Array(bytes).fill(7)], name, { type: 'image/jpeg' });

function harness(initial: ClientSession | null, fresh: ClientSession | null, more: Partial<ApiClientOptions> = {}) {
  let session = initial;
  const calls = { refresh: 0, signOut: 0, authFailure: 0 };
  const call = createApiClient({
    ...more,
    baseUrl,
    getSession: () => session,
    refreshSession: async () => {
      calls.refresh++;
      session = fresh;
      return fresh;
    },
    signOut: async () => {
      calls.signOut++;
      session = null;
    },
    onAuthFailure: () => calls.authFailure++,
  });
  return { call, calls, session: () => session };
}

beforeEach(() => {
  validToken = 'fresh';
  seen.length = 0;
});

describe('createApiClient', () => {
  it('sends version, bearer token, login method, id headers, path, query and JSON body', async () => {
    const { call, calls } = harness({ accessToken: 'fresh', oauth: 'kakao' }, null);
    const result = await call(itemRoute, {
      params: { iid: 'i/1' },
      query: { page: 2, tags: ['a', 'b'] },
      body: { name: 'Moon jar' },
      headers: { gid: 'g1' },
    });
    expect(result).toEqual({ path: '/api/items/i%2F1', query: { page: '2', tags: 'b' }, body: { name: 'Moon jar' } });
    expect(seen[0]).toMatchObject({
      version: '1.0',
      authorization: 'Bearer fresh',
      oauth: 'kakao',
      gid: 'g1',
      'content-type': 'application/json',
    });
    expect(calls).toEqual({ refresh: 0, signOut: 0, authFailure: 0 });
  });

  it('on a 901 fetches a fresh session, swaps the token and retries once', async () => {
    const { call, calls } = harness({ accessToken: 'stale' }, { accessToken: 'fresh' });
    await expect(call(emptyRoute)).resolves.toBeUndefined();
    expect(seen.map((headers) => headers.authorization)).toEqual(['Bearer stale', 'Bearer fresh']);
    expect(calls).toEqual({ refresh: 1, signOut: 0, authFailure: 0 });
  });

  it('on a second 901 signs out and hands over to the failure handler', async () => {
    validToken = 'nobody-has-this';
    const { call, calls, session } = harness({ accessToken: 'stale' }, { accessToken: 'also-rejected' });
    const failure = await call(emptyRoute).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).isAuthFailure).toBe(true);
    expect(seen).toHaveLength(2);
    expect(calls).toEqual({ refresh: 1, signOut: 1, authFailure: 1 });
    expect(session()).toBeNull();
  });

  it('signs out without retrying when no fresh session can be had', async () => {
    const { call, calls } = harness({ accessToken: 'stale' }, null);
    await expect(call(emptyRoute)).rejects.toMatchObject({ status: 401, code: 901 });
    expect(seen).toHaveLength(1);
    expect(calls).toEqual({ refresh: 1, signOut: 1, authFailure: 1 });
  });

  it('shares one refresh between parallel calls that fail together', async () => {
    const { call, calls } = harness({ accessToken: 'stale' }, { accessToken: 'fresh' });
    await Promise.all([call(emptyRoute), call(emptyRoute), call(emptyRoute)]);
    expect(calls.refresh).toBe(1);
  });

  it('does not refresh for a public route', async () => {
    const { call, calls } = harness(null, { accessToken: 'fresh' });
    await expect(call(publicRoute)).rejects.toMatchObject({ status: 401, code: 901 });
    expect(calls).toEqual({ refresh: 0, signOut: 0, authFailure: 0 });
  });

  it('throws other errors with their code, fields and request id', async () => {
    const { call, calls } = harness({ accessToken: 'fresh' }, null);
    const failure = (await call(brokenRoute).catch((error: unknown) => error)) as ApiError;
    expect(failure).toMatchObject({
      status: 409,
      code: 'invalid_transition',
      message: 'already held',
      details: [{ field: 'body.sid', message: 'held' }],
      requestId: 'req-123',
    });
    expect(calls.refresh).toBe(0);
  });

  it('sends a multipart route’s `data` and files as multipart/form-data with the client’s headers, reporting progress', async () => {
    const { call, calls } = harness({ accessToken: 'fresh', oauth: 'kakao' }, null);
    const progress: [number, number][] = [];
    const result = await call(
      uploadRoute,
      {
        headers: { gid: 'g1' },
        body: { data: { title: '달 항아리' }, files: { images: [fileOf('a.jpg', 150_000), fileOf('b.jpg', 10)] } },
      },
      { onUploadProgress: (sent, total) => progress.push([sent, total]) },
    );
    expect(result).toEqual({
      length: expect.any(Number),
      data: { title: '달 항아리' },
      files: [
        { field: 'images', name: 'a.jpg', size: 150_000 },
        { field: 'images', name: 'b.jpg', size: 10 },
      ],
    });
    expect(seen[0]).toMatchObject({ version: '1.0', authorization: 'Bearer fresh', oauth: 'kakao', gid: 'g1' });
    expect(seen[0]!['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    // Several steps, never backwards, ending at every byte the server received.
    expect(progress.length).toBeGreaterThan(1);
    expect(progress.every(([sent], index) => index === 0 || sent >= progress[index - 1]![0])).toBe(true);
    expect(progress.at(-1)).toEqual([result.length, result.length]);
    expect(calls).toEqual({ refresh: 0, signOut: 0, authFailure: 0 });
  });

  it('sends a multipart route’s body without progress through fetch, and a FormData as it is', async () => {
    const { call } = harness({ accessToken: 'fresh' }, null);
    const typed = await call(uploadRoute, { headers: { gid: 'g1' }, body: { data: { title: 'x' } } });
    expect(typed).toMatchObject({ data: { title: 'x' }, files: [] });
    const form = new FormData();
    form.append('images', fileOf('c.jpg', 3), 'c.jpg');
    const raw = await call(uploadRoute, { headers: { gid: 'g1' }, body: form });
    expect(raw).toMatchObject({ data: null, files: [{ field: 'images', name: 'c.jpg', size: 3 }] });
  });

  it('retries an upload once with a fresh session after a 901, its progress starting again', async () => {
    const { call, calls } = harness({ accessToken: 'stale' }, { accessToken: 'fresh' });
    const progress: number[] = [];
    const result = await call(
      uploadRoute,
      { headers: { gid: 'g1' }, body: { data: { title: 'again' }, files: { images: fileOf('a.jpg', 100_000) } } },
      { onUploadProgress: (sent) => progress.push(sent) },
    );
    expect(result.files).toEqual([{ field: 'images', name: 'a.jpg', size: 100_000 }]);
    expect(seen.map((headers) => headers.authorization)).toEqual(['Bearer stale', 'Bearer fresh']);
    // Two runs of progress: the second begins below where the first ended.
    const restart = progress.findIndex((sent, index) => index > 0 && sent < progress[index - 1]!);
    expect(restart).toBeGreaterThan(0);
    expect(progress.at(-1)).toBe(result.length);
    expect(calls).toEqual({ refresh: 1, signOut: 0, authFailure: 0 });
  });

  it('signs out after a second 901 on an upload, as on any call', async () => {
    validToken = 'nobody-has-this';
    const { call, calls, session } = harness({ accessToken: 'stale' }, { accessToken: 'also-rejected' });
    const failure = await call(
      uploadRoute,
      { headers: { gid: 'g1' }, body: { files: { images: fileOf('a.jpg', 10) }, data: { title: 'x' } } },
      { onUploadProgress: () => undefined },
    ).catch((error: unknown) => error);
    expect(failure).toMatchObject({ status: 401, code: 901 });
    expect(seen).toHaveLength(2);
    expect(calls).toEqual({ refresh: 1, signOut: 1, authFailure: 1 });
    expect(session()).toBeNull();
  });

  it('asks again, after a wait, for a keyed call whose first sending the server is still doing', async () => {
    const { call } = harness({ accessToken: 'fresh' }, null, { inProgressWaitsMs: [5, 5, 5] });
    busyFor.set('key-1', 2);
    expect(await call(keyedRoute, { headers: { 'idempotency-key': 'key-1' } })).toEqual({ key: 'key-1' });
    expect(seen.map((headers) => headers['idempotency-key'])).toEqual(['key-1', 'key-1', 'key-1']);
  });

  it('throws the 409 after the last wait, and never asks again for a call without a key', async () => {
    const { call } = harness({ accessToken: 'fresh' }, null, { inProgressWaitsMs: [5, 5] });
    busyFor.set('key-2', 5);
    await expect(call(keyedRoute, { headers: { 'idempotency-key': 'key-2' } })).rejects.toMatchObject({
      status: 409,
      code: 'request_in_progress',
    });
    expect(seen).toHaveLength(3);
    busyFor.set('', 1);
    await expect(call(keyedRoute)).rejects.toMatchObject({ status: 409, code: 'request_in_progress' });
    expect(seen).toHaveLength(4);
  });

  it('surfaces a network failure as it is', async () => {
    const call = createApiClient({
      baseUrl: 'http://127.0.0.1:1/api',
      getSession: () => null,
      refreshSession: async () => null,
      signOut: async () => undefined,
    });
    await expect(call(publicRoute)).rejects.toThrow(TypeError);
  });
});
