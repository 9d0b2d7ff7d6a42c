import { Validator } from '@seriousme/openapi-schema-validator';
import { healthRoute, readyRoute } from '@vernissage/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('OpenAPI', () => {
  it('serves a valid OpenAPI 3.1 document with every declared route', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{
      openapi: string;
      servers: { url: string }[];
      paths: Record<string, Record<string, unknown>>;
    }>();
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(document);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    // Paths are relative to the server URL, which carries the API base, as SPEC.md §7 writes them.
    expect(document.servers[0]?.url).toMatch(/\/api$/);
    for (const route of [healthRoute, readyRoute]) {
      expect(document.paths[route.path]?.[route.method.toLowerCase()]).toBeDefined();
    }
  });

  it('serves the reference UI', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs' });
    const page =
      response.statusCode === 302 ? await t.app.inject({ method: 'GET', url: response.headers.location! }) : response;
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('swagger');
  });
});
