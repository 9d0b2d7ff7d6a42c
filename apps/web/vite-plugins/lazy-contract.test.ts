import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as eager from '@vernissage/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bundleForTest, REPO_ROOT } from './bundle-for-test';
import { lazyContract } from './lazy-contract';

/** Counts the zod schemas (and checks) built while `work` runs, through zod's post-processing hook. */
async function schemasBuiltBy(work: () => unknown): Promise<number> {
  const config = (globalThis as { __zod_globalConfig?: { postProcessor?: () => void } }).__zod_globalConfig!;
  let built = 0;
  config.postProcessor = () => (built += 1);
  try {
    await work();
  } finally {
    delete config.postProcessor;
  }
  return built;
}

/** The shared package as the client build makes it: the contract wrapped, zod left to import. */
async function buildLazyContract(): Promise<string> {
  const entry = path.join(REPO_ROOT, 'packages/shared/src/index.ts');
  return (await bundleForTest('contract', entry, [lazyContract()], ['zod'])).file;
}

describe('the lazy contract of the client build', () => {
  let lazy: Record<string, unknown>;
  let builtAtImport: number;

  beforeAll(async () => {
    const file = await buildLazyContract();
    builtAtImport = await schemasBuiltBy(async () => {
      lazy = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    });
    await fs.rm(file, { force: true });
  }, 60_000);

  /** The package's exports, eagerly built, as the server and the tests import them. */
  const exported = Object.entries(eager as Record<string, unknown>);
  const isRoute = (value: unknown): value is eager.RouteDefinition =>
    typeof value === 'object' && value !== null && 'method' in value && 'path' in value;
  /** Objects of schemas (the fields some forms pick from), wrapped as schemas are. */
  const isShape = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    !isRoute(value) &&
    !(value instanceof z.ZodType) &&
    Object.values(value).some((field) => field instanceof z.ZodType);
  const schemaExports = exported.filter((entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType);
  const routeExports = exported.filter((entry): entry is [string, eager.RouteDefinition] => isRoute(entry[1]));
  const shapeExports = exported.filter((entry): entry is [string, Record<string, unknown>] => isShape(entry[1]));

  it('builds no schema when the app imports it, and a route’s own when the route is first used', async () => {
    expect(schemaExports.length + routeExports.length).toBeGreaterThan(400);
    expect(builtAtImport).toBe(0);
    const login = lazy.loginRoute as eager.RouteDefinition;
    // The sign-in route's body and headers: a few dozen schemas (and checks) of the 2,000 and more.
    const builtByLogin = await schemasBuiltBy(() => login.path);
    expect(builtByLogin).toBeGreaterThan(0);
    expect(builtByLogin).toBeLessThan(60);
    expect(await schemasBuiltBy(() => [login.path, login.body, login.responses])).toBe(0);
  });

  it('exports every schema, route and shape the package does, each answering as the eager one', () => {
    expect(Object.keys(lazy).sort()).toEqual(exported.map(([name]) => name).sort());
    for (const [name, schema] of schemaExports) {
      const stand = lazy[name] as z.ZodType;
      expect(stand, name).toBeInstanceOf(z.ZodType);
      expect(stand._zod.def.type, name).toBe(schema._zod.def.type);
      expect(stand.safeParse({}).error?.issues, name).toEqual(schema.safeParse({}).error?.issues);
    }
    for (const [name, route] of routeExports) {
      const stand = lazy[name] as eager.RouteDefinition;
      expect({ ...stand, responses: Object.keys(stand.responses) }, name).toMatchObject({
        method: route.method,
        path: route.path,
        auth: route.auth,
        responses: Object.keys(route.responses),
      });
      expect(stand.body?.safeParse({}).error?.issues, name).toEqual(route.body?.safeParse({}).error?.issues);
    }
    for (const [name, shape] of shapeExports) {
      const stand = lazy[name] as Record<string, z.ZodType | undefined>;
      expect(Object.keys(stand), name).toEqual(Object.keys(shape));
      for (const [key, value] of Object.entries(shape)) {
        if (value instanceof z.ZodType) expect(stand[key]?._zod.def.type, `${name}.${key}`).toBe(value._zod.def.type);
        else expect(stand[key], `${name}.${key}`).toEqual(value);
      }
    }
  });

  it('leaves what is not a schema or a route as written', () => {
    const built = new Set([...schemaExports, ...routeExports, ...shapeExports].map(([name]) => name));
    // (`systemRoutes` lists two routes: compared above.)
    const rest = exported.filter(
      ([name, value]) =>
        !built.has(name) && typeof value !== 'function' && !(Array.isArray(value) && value.every(isRoute)),
    );
    expect(rest.length).toBeGreaterThan(50);
    for (const [name, value] of rest) expect(lazy[name], name).toEqual(value);
  });
});
