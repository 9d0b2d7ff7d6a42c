import { Validator } from '@seriousme/openapi-schema-validator';
import * as contract from '@vernissage/shared';
import {
  healthRoute,
  operationIdOf,
  readyRoute,
  type MultipartRouteDefinition,
  type RouteDefinition,
} from '@vernissage/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface JsonSchema {
  type?: string;
  format?: string;
  contentEncoding?: string;
  maxItems?: number;
  description?: string;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: unknown;
}
interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
  requestBody?: {
    required?: boolean;
    content: Record<string, { schema: JsonSchema; encoding?: Record<string, { contentType: string }> }>;
  };
}

const contractRoutes = (Object.values(contract) as unknown[]).filter(
  (value): value is RouteDefinition =>
    typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'auth' in value,
);

const multipartRoutes = (Object.values(contract) as unknown[]).filter(
  (value): value is MultipartRouteDefinition =>
    typeof value === 'object' && value !== null && (value as { multipart?: unknown }).multipart === true,
);

async function openApiDocument() {
  const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  return response.json<{ paths: Record<string, Record<string, Operation>> }>();
}

/** A binary part: OpenAPI 3.1 as zod writes it (`contentEncoding`) or as 3.0 did (`format`). */
function isBinary(schema: JsonSchema | undefined): boolean {
  return schema?.type === 'string' && (schema.format === 'binary' || schema.contentEncoding === 'binary');
}

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

  it('describes the route contract and nothing else, each operation with its id and its security', async () => {
    const document = await openApiDocument();
    const described = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, operation]) => ({ key: `${method.toUpperCase()} ${path}`, operation })),
    );
    const declared = new Map(contractRoutes.map((route) => [`${route.method} ${route.path}`, route]));
    // No page catch-all (`/{*}`, with its TRACE and QUERY), no files, no auth callbacks.
    for (const { key } of described) expect(declared.has(key), `${key} is not in the contract`).toBe(true);
    expect(described.length).toBeGreaterThan(200);
    const ids = new Set<string>();
    for (const { key, operation } of described) {
      const route = declared.get(key)!;
      expect(operation.operationId, key).toBe(operationIdOf(route));
      ids.add(operation.operationId!);
      expect(operation.security, key).toEqual(route.auth === 'public' ? [] : [{ bearerAuth: [] }]);
    }
    expect(ids.size).toBe(described.length);
  });

  it('documents the body of every multipart route: the `data` part as JSON, each file field with its count', async () => {
    expect(multipartRoutes.length).toBeGreaterThanOrEqual(7);
    const document = await openApiDocument();
    for (const route of multipartRoutes) {
      const label = `${route.method} ${route.path}`;
      const operation = document.paths[route.path]?.[route.method.toLowerCase()];
      const form = operation?.requestBody?.content['multipart/form-data'];
      expect(form, label).toBeDefined();
      expect(Object.keys(operation!.requestBody!.content), label).toEqual(['multipart/form-data']);
      expect(form!.encoding, label).toEqual({ data: { contentType: 'application/json' } });
      const properties = form!.schema.properties ?? {};
      expect(Object.keys(properties).sort(), label).toEqual(['data', ...Object.keys(route.files)].sort());
      // The data part describes the route's fields: an object's keys, or a list of them.
      const data = properties.data!;
      const fields = data.type === 'array' ? data.items?.properties : data.properties;
      expect(Object.keys(fields ?? {}).length, label).toBeGreaterThan(0);
      // Unknown keys of `data` are refused (400), and the document says so.
      if (data.type === 'object') expect(data.additionalProperties, label).toBe(false);
      for (const [field, max] of Object.entries(route.files)) {
        const part = properties[field];
        // A field with a larger limit than other files says how large (IMPORT_IMAGES_MAX_BYTES, 2 GiB).
        if (route.fileBytes?.[field]) expect(part?.description, `${label} ${field}`).toMatch(/up to 2048 MiB/);
        if (max === 1) expect(isBinary(part), `${label} ${field}`).toBe(true);
        else {
          expect(part, `${label} ${field}`).toMatchObject({ type: 'array', maxItems: max });
          expect(isBinary(part!.items), `${label} ${field}[]`).toBe(true);
        }
      }
      // No file field is required (a route may take none: viewing rooms carry only `data`).
      for (const field of Object.keys(route.files)) expect(form!.schema.required ?? [], label).not.toContain(field);
    }
  });

  it('marks `data` required where an empty one is refused (adding), and optional where it is not (changing)', async () => {
    const document = await openApiDocument();
    const required = (route: MultipartRouteDefinition) =>
      document.paths[route.path]![route.method.toLowerCase()]!.requestBody!.content['multipart/form-data']!.schema
        .required ?? [];
    expect(required(contract.createItemRoute)).toEqual(['data']);
    expect(required(contract.createArtistRoute)).toEqual(['data']);
    expect(required(contract.updateItemRoute)).toEqual([]);
    expect(required(contract.updateGallerySettingRoute)).toEqual([]);
    // The dropzone takes files alone: a left-out `data` is an empty list.
    expect(required(contract.createItemsRoute)).toEqual([]);
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
