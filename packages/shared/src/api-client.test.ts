import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError, createApiClient, type ClientSession } from './api-client.js';
import { defineRoute } from './contract.js';

// A real HTTP server that accepts only the token it currently considers valid.
let validToken = 'fresh';
const seen: http.IncomingHttpHeaders[] = [];
const server = http.createServer((request, response) => {
  seen.push(request.headers);
  const send = (status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json', 'x-request-id': 'req-123' });
    response.end(JSON.stringify(body));
  };
  let raw = '';
  request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
  request.on('end', () => {
    const url = new URL(request.url ?? '/', 'http://x');
    if (url.pathname === '/api/public/fail') return send(401, { code: 901, message: 'no session' });
    if (url.pathname === '/api/broken')
      return send(409, {
        code: 'invalid_transition',
        message: 'already held',
        details: [{ field: 'body.sid', message: 'held' }],
      });
    if (request.headers.authorization !== `Bearer ${validToken}`) return send(401, { code: 901, message: 'expired' });
    if (url.pathname === '/api/empty') {
      response.writeHead(204);
      return response.end();
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
  responses: { 204: z.null() },
});
const brokenRoute = defineRoute({
  method: 'POST',
  path: '/broken',
  summary: '',
  tags: [],
  auth: 'session',
  responses: { 200: z.object({}) },
});
const publicRoute = defineRoute({
  method: 'GET',
  path: '/public/fail',
  summary: '',
  tags: [],
  auth: 'public',
  responses: { 200: z.object({}) },
});

function harness(initial: ClientSession | null, fresh: ClientSession | null) {
  let session = initial;
  const calls = { refresh: 0, signOut: 0, authFailure: 0 };
  const call = createApiClient({
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
