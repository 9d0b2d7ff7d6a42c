import { defineRoute, ErrorCode, errorBodySchema } from '@vernissage/shared';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { z } from 'zod';
import { AppError } from './platform/errors.js';
import { registerRoute } from './platform/http/register-route.js';
import { createTestApp, type TestApp } from './test/test-app.js';

// Fixture routes declared like real ones, to drive the error paths through the real pipeline.
const echoRoute = defineRoute({
  method: 'POST',
  path: '/test/echo/{id}',
  summary: 'echo',
  tags: ['test'],
  auth: 'public',
  access: 'public',
  params: z.object({ id: z.string().regex(/^\d+$/) }),
  body: z.object({ name: z.string().min(1), year: z.number().int() }),
  responses: { 200: z.object({ id: z.string(), name: z.string(), year: z.number() }) },
});
const boomRoute = defineRoute({
  method: 'GET',
  path: '/test/boom',
  summary: 'throws',
  tags: ['test'],
  auth: 'public',
  access: 'public',
  responses: { 200: z.object({}) },
});
const lockedRoute = defineRoute({
  method: 'GET',
  path: '/test/locked',
  summary: 'needs a session',
  tags: ['test'],
  auth: 'session',
  access: 'session',
  responses: { 200: z.object({}) },
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { BODY_LIMIT_BYTES: '2048' } });
  await t.app.register(
    async (api) => {
      registerRoute(api, echoRoute, async ({ params, body }) => ({ id: params.id, ...body }));
      registerRoute(api, boomRoute, async () => {
        throw new Error('secret table users_private exploded at /srv/app.ts:12');
      });
      registerRoute(api, lockedRoute, async () => {
        throw new AppError(ErrorCode.unauthenticated, 'Sign in again.');
      });
    },
    { prefix: '/api' },
  );
});
afterAll(() => t.close());

function errorOf(body: string) {
  return errorBodySchema.parse(JSON.parse(body));
}

describe('system routes', () => {
  it('answers health and readiness with the database kind', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: t.database.kind });
  });

  it('reports not ready once the database is gone', async () => {
    const other = await createTestApp();
    onTestFinished(() => other.discard());
    await other.database.close();
    const ready = await other.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(errorOf(ready.body).code).toBe(ErrorCode.unavailable);
    await other.app.close();
  });
});

describe('error handling', () => {
  it('answers unknown API paths with JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no/such/route?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(errorOf(response.body)).toMatchObject({
      code: 'not_found',
      message: 'No API route for GET /api/no/such/route',
    });
  });

  it('answers a malformed JSON body with 400 JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo/1',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "Moon jar",',
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response.body)).toMatchObject({
      code: 'bad_request',
      message: 'The request body is not valid JSON.',
    });
  });

  it('names every failing field of an invalid request', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo/1',
      payload: { name: '', year: 'nineteen' },
    });
    expect(response.statusCode).toBe(400);
    const error = errorOf(response.body);
    expect(error.code).toBe('validation');
    expect(error.details?.map((detail) => detail.field).sort()).toEqual(['body.name', 'body.year']);
  });

  it('validates path parameters', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/test/echo/abc', payload: { name: 'a', year: 1 } });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response.body).details?.[0]?.field).toBe('params.id');
  });

  it('passes a valid request through', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo/7',
      payload: { name: 'Moon jar', year: 1960 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: '7', name: 'Moon jar', year: 1960 });
  });

  it('answers a thrown error with 500, a request id, and no internals', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(response.statusCode).toBe(500);
    const requestId = response.headers['x-request-id'];
    expect(requestId).toEqual(expect.any(String));
    const error = errorOf(response.body);
    expect(error).toMatchObject({ code: 'internal', requestId });
    expect(response.body).not.toMatch(/secret|users_private|srv\/app|stack|at /);
  });

  it('answers an authentication failure with 401 and code 901', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/locked' });
    expect(response.statusCode).toBe(401);
    expect(errorOf(response.body).code).toBe(901);
  });

  it('refuses a body over the limit with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo/1',
      payload: { name: 'x'.repeat(4096), year: 1 },
    });
    expect(response.statusCode).toBe(413);
    expect(errorOf(response.body).code).toBe('too_large');
  });

  it('refuses an unknown content type with 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo/1',
      headers: { 'content-type': 'application/x-unknown' },
      payload: 'name=x',
    });
    expect(response.statusCode).toBe(415);
    expect(errorOf(response.body).code).toBe('unsupported_media');
  });
});

describe('request ids and headers', () => {
  it('keeps a well-formed incoming request id and replaces a malformed one', async () => {
    const kept = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'edge-1234abcd' },
    });
    expect(kept.headers['x-request-id']).toBe('edge-1234abcd');
    const replaced = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'bad id\nwith newline' },
    });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends security headers on API answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['content-security-policy']).toContain("object-src 'none'");
    expect(response.headers['strict-transport-security']).toBeDefined();
  });
});
