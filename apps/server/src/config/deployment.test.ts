import fs from 'node:fs';
import path from 'node:path';
import { healthRoute, readyRoute } from '@vernissage/shared';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { API_PREFIX } from '../app.js';
import { MIGRATIONS_FOLDER } from '../db/client.js';
import * as schema from '../db/schema/index.js';
import { SERVER_ROOT } from '../server-root.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { envSchema, loadConfig } from './env.js';

/**
 * Keeps the deployment files (Dockerfile, deploy/compose.yaml, deploy/Caddyfile,
 * deploy/.env.example, docs/deployment.md; ADR 048) true to the code they deploy.
 */
const ROOT = path.resolve(SERVER_ROOT, '../..');
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');

const dockerfile = read('Dockerfile');
const compose = parse(read('deploy/compose.yaml'), { merge: true }) as Compose;
const caddyfile = read('deploy/Caddyfile');
const envExample = read('deploy/.env.example');
const guide = read('docs/deployment.md');

interface Service {
  build?: unknown;
  environment?: Record<string, string>;
  healthcheck?: { test: string[] };
}
interface Compose {
  services: Record<string, Service>;
}

/** The services that run the app: those built from the Dockerfile. */
const appServices = Object.entries(compose.services).filter(([, service]) => service.build !== undefined);

/** `.env` lines as docker compose reads them: `NAME=value`, the value maybe in double quotes. */
function parseDotenv(text: string): Map<string, string> {
  const entries = text
    .split('\n')
    .map((line) => /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line.trim()))
    .filter((match) => match !== null)
    .map((match): [string, string] => [match[1]!, match[2]!.replace(/^"(.*)"$/, '$1')]);
  return new Map(entries);
}

/** Compose's interpolation: `${NAME}`, `${NAME:-default}`, `${NAME:?error}` and `$$`. */
function interpolate(value: string, variables: Map<string, string>): string {
  return value.replace(
    /\$\$|\$\{([A-Z0-9_]+)(?::([-?])([^}]*))?\}/g,
    (whole: string, name?: string, kind?: string, rest: string = '') => {
      if (whole === '$$') return '$';
      const set = variables.get(name!) ?? '';
      if (set !== '') return set;
      if (kind === '?') throw new Error(`compose would stop: ${name} is empty (${rest})`);
      return kind === '-' ? rest : '';
    },
  );
}

/** Every `${NAME…}` the compose file reads from the operator's .env (comments aside). */
const composeVariables = [
  ...read('deploy/compose.yaml')
    .replace(/^\s*#.*$/gm, '')
    .matchAll(/\$\{([A-Z0-9_]+)/g),
].map((match) => match[1]!);

/** The last stage of the Dockerfile: what the image runs. */
const runtimeStage = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));

/** `/api/…` paths that the image, the compose file and the proxy ask. */
const probedPaths = [
  ...[...runtimeStage.matchAll(/HEALTHCHECK[\s\S]*?(\/api\/[a-z]+)/g)].map((match) => match[1]!),
  ...appServices.flatMap(([, service]) =>
    [...(service.healthcheck?.test.join(' ') ?? '').matchAll(/(\/api\/[a-z]+)/g)].map((match) => match[1]!),
  ),
  ...[...caddyfile.matchAll(/health_uri\s+(\S+)/g)].map((match) => match[1]!),
];

describe('deploy/compose.yaml', () => {
  it('runs two app instances from the Dockerfile', () => {
    expect(appServices.map(([name]) => name)).toEqual(['app1', 'app2']);
  });

  it('passes the app only variables env.ts reads, and the ones production needs', () => {
    const known = new Set(Object.keys(envSchema.shape));
    for (const [name, service] of appServices) {
      const passed = Object.keys(service.environment ?? {});
      expect({ name, unknown: passed.filter((key) => !known.has(key)) }).toEqual({ name, unknown: [] });
      expect(passed).toEqual(
        expect.arrayContaining([
          'NODE_ENV',
          'PUBLIC_URL',
          'AUTH_SECRET',
          'TRUST_PROXY',
          'DATABASE_URL',
          'REDIS_URL',
          'S3_BUCKET',
          'S3_ACCESS_KEY_ID',
          'S3_SECRET_ACCESS_KEY',
        ]),
      );
    }
  });

  it('gives the app a configuration env.ts accepts once .env is filled in: shared stores, no demo, no sandbox', () => {
    const filled = new Map(
      [...parseDotenv(envExample)].map(([key, value]): [string, string] => [
        key,
        value || `filled-${key}-0123456789abcdef0123456789`,
      ]),
    );
    filled.set('PUBLIC_URL', 'https://art.example.kr');
    filled.set('SMTP_URL', 'smtp://mail.example.kr:587');
    const [, service] = appServices[0]!;
    const env = Object.fromEntries(
      Object.entries(service.environment!).map(([key, value]) => [key, interpolate(String(value), filled)]),
    );
    const config = loadConfig(env);
    expect(config).toMatchObject({
      env: 'production',
      trustProxy: true,
      seedDemo: false,
      reachableByOthers: true,
      databaseUrl: expect.stringMatching(
        /^postgres:\/\/vernissage:filled-POSTGRES_PASSWORD.*@postgres:5432\/vernissage$/,
      ),
      redisUrl: 'redis://redis:6379',
      storage: { kind: 's3', endpoint: 'http://minio:9000', bucket: 'vernissage', forcePathStyle: true },
      payments: { sandbox: false },
      webhooks: { allowPrivate: false },
    });
  });

  it('refuses to start while a required secret is left empty, as .env.example leaves it', () => {
    const [, service] = appServices[0]!;
    const asShipped = parseDotenv(envExample);
    expect(() => interpolate(service.environment!.AUTH_SECRET!, asShipped)).toThrow(/AUTH_SECRET is empty/);
    expect(() => interpolate(service.environment!.DATABASE_URL!, asShipped)).toThrow(/POSTGRES_PASSWORD is empty/);
  });

  it('reads from .env only names that .env.example lists', () => {
    const listed = parseDotenv(envExample);
    const missing = [...new Set(composeVariables)].filter((name) => !listed.has(name) && name !== 'APP_IMAGE');
    expect(missing).toEqual([]);
  });

  it('checks the health of every service', () => {
    const without = Object.entries(compose.services)
      .filter(([name, service]) => name !== 'minio-init' && !service.healthcheck)
      .map(([name]) => name);
    expect(without).toEqual([]);
  });

  it('proxies to every app instance, without buffering event streams', () => {
    const upstreams = /reverse_proxy\s+([^{]+)\{/.exec(caddyfile)?.[1]?.trim().split(/\s+/);
    expect(upstreams).toEqual(appServices.map(([name]) => `${name}:3000`));
    expect(caddyfile).toMatch(/flush_interval\s+-1/);
  });
});

describe('deploy/.env.example', () => {
  const entries = [...parseDotenv(envExample)];

  it('leaves every secret empty', () => {
    const secretNames = /SECRET|PASSWORD|TOKEN|_KEY|KEY_ID|ROOT_USER/;
    expect(entries.filter(([key, value]) => secretNames.test(key) && value !== '')).toEqual([]);
  });

  it('holds no value that looks like a key or a password', () => {
    // Long runs of letters and digits mixed, as generated secrets are; names and URLs are not.
    const looksSecret = (value: string) =>
      /[A-Za-z0-9+/_=-]{16,}/.test(value) && /\d/.test(value) && /[A-Za-z]/.test(value);
    expect(entries.filter(([, value]) => looksSecret(value))).toEqual([]);
  });
});

describe('Dockerfile', () => {
  it('runs the server bundle as `npm start` does, as a user who is not root', () => {
    const start = (JSON.parse(read('package.json')) as { scripts: { start: string } }).scripts.start;
    const entry = /node (\S+server\.js)/.exec(start)?.[1];
    expect(runtimeStage).toContain(`CMD ["node", "${entry}"]`);
    const users = [...runtimeStage.matchAll(/^USER\s+(\S+)/gm)].map((match) => match[1]);
    expect(users.length).toBeGreaterThan(0);
    expect(users.at(-1)).not.toMatch(/^(root|0)(:|$)/);
    expect(runtimeStage).toMatch(/^ENV NODE_ENV=production/m);
  });

  it('copies what the server reads at run time: migrations and the web build', () => {
    expect(runtimeStage).toContain(`/app/${path.relative(ROOT, MIGRATIONS_FOLDER)} `);
    expect(runtimeStage).toContain('/app/apps/web/build ');
    expect(runtimeStage).toContain('/app/apps/server/dist ');
  });

  it('keeps DATA_DIR in a volume and serves the port compose and the proxy use', () => {
    expect(runtimeStage).toMatch(/DATA_DIR=\/data/);
    expect(runtimeStage).toMatch(/^VOLUME \/data$/m);
    expect(runtimeStage).toMatch(/^EXPOSE 3000$/m);
  });
});

describe('health checks', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(async () => testApp.close());

  it('ask routes the app declares and answers', async () => {
    expect(probedPaths.length).toBeGreaterThanOrEqual(3);
    const declared = new Set([healthRoute, readyRoute].map((route) => `${API_PREFIX}${route.path}`));
    for (const url of new Set(probedPaths)) {
      expect(declared).toContain(url);
      const response = await testApp.app.inject({ method: 'GET', url });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
    }
  });
});

describe('docs/deployment.md', () => {
  it('explains every variable env.ts reads', () => {
    const missing = Object.keys(envSchema.shape).filter((name) => !guide.includes(`\`${name}\``));
    expect(missing).toEqual([]);
  });

  it('places every table of the schema for Citus, saying truly whether it carries gallery_id', () => {
    const rows = [...guide.matchAll(/^\| `([a-z_]+)` +\| (yes|no) +\|/gm)].map((match) => [match[1], match[2]]);
    const tables = Object.values(schema as Record<string, unknown>)
      .filter((value): value is PgTable => value instanceof PgTable)
      .map((table) => getTableConfig(table))
      .map((table) => [table.name, table.columns.some((column) => column.name === 'gallery_id') ? 'yes' : 'no']);
    expect(Object.fromEntries(rows)).toEqual(Object.fromEntries(tables));
  });
});
