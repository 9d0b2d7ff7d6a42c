import type { RouteDefinition } from '@vernissage/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createArtwork } from '../../db/factories/artwork.factory.js';
import { makeImage } from '../images/test-images.js';
import { multipartBody } from '../../test/multipart.js';
import {
  contractRoutes,
  encodeSegment,
  jsonSchemaOf,
  jsonText as text,
  validValue,
  type Json,
  type JsonObject,
  type ValueChoices,
} from '../../test/contract-values.js';
import {
  startOidcTestProvider,
  testClients,
  testProviderEnv,
  type OidcTestProvider,
} from '../../test/oidc-test-provider.js';
import { changedTables, tableDigests, type TableDigests } from '../../test/table-digest.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createUser, type SignedInUser } from '../../test/users.js';

/**
 * The bad-input sweep of DESIGN.md §10, generated from the route contract: every route declared
 * in `packages/shared` gets malformed requests (wrong types, huge and negative numbers, NUL bytes,
 * overlong strings, wrong content types, broken JSON, missing and extra fields, arrays for objects,
 * bad ids in headers and params, junk multipart), signed in and anonymous. None may answer 5xx,
 * every 4xx carries the error shape, and a refused write leaves every table as it was. A new
 * route is covered the day it is declared.
 */

const SEED = 0x5eed_0007;
const CASES_PER_ROUTE = 64;
const PUBLIC_URL = 'http://vernissage.test';

// ——— a seeded PRNG, so a failure reproduces ———

function mulberry32(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
let random = mulberry32(SEED);
const int = (max: number) => Math.floor(random() * max);
const pick = <T>(values: readonly T[]): T => values[int(values.length)]!;
const chance = (p: number) => random() < p;

// ——— the contract, read as JSON Schema ———

const routes = contractRoutes;

/** Values the test data makes real, by field name, so that requests reach past "not found". */
let knownIds: Record<string, string[]> = {};

const choices: ValueChoices = {
  get ids() {
    return knownIds;
  },
  pick,
  int,
  optional: () => chance(0.6),
};

// ——— malformed values ———

const NUL_STRINGS = ['\u0000', 'a\u0000b', `${'x'.repeat(30)}\u0000`, '\u0000\u0000\u0000', 'Untitled\u0000.jpg'];
const HUGE_NUMBERS = [
  3_000_000_000,
  -3_000_000_000,
  2_147_483_648,
  -2_147_483_649,
  2 ** 53 + 2,
  -(2 ** 53) - 2,
  1e12,
  1e15,
  1e21,
  1e308,
  -1e308,
  5e-324,
  999_999_999_999.999,
];
const ODD_NUMBERS = [-1, -0.5, 0.5, 1.000001, -2_147_483_648, 2_147_483_647, 0];
const NUMERIC_TEXT = [
  '3000000000',
  '-3000000000',
  '9999999999999999999999',
  '1e400',
  '-1e400',
  'NaN',
  'Infinity',
  '-Infinity',
  '0x10',
  '1.5',
  '-1',
  ' 7 ',
  '',
  '1e3',
  '00000000000000000000001',
  '١٢',
];
const WEIRD_STRINGS = [
  '',
  ' ',
  '\t\n',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '../../../../etc/passwd',
  '%00',
  '%zz',
  '\ud800',
  '\udfff\ud800',
  '😀'.repeat(50),
  '<script>alert(1)</script>',
  '${jndi:ldap://x}',
  '\u202e\u200b',
  'null',
  'undefined',
  '[object Object]',
  '\\',
  '\u0001\u0002\u001f\u007f',
];
const LONG_LENGTHS = [1_001, 10_001, 100_001, 400_000];
const longString = () => pick(['x', 'é', '가', '😀', 'a\u0000']).repeat(pick(LONG_LENGTHS));

function wrongType(value: Json): Json {
  const options: Json[] = [null, true, false, [], {}, [1, 2], { a: 1 }, 'text', 42, -1, [null], [{}]];
  return pick(
    options.filter((option) => typeof option !== typeof value || Array.isArray(option) !== Array.isArray(value)),
  );
}

function badScalar(kind: Mutation): Json {
  switch (kind) {
    case 'nul':
      return pick(NUL_STRINGS);
    case 'number':
      return chance(0.7) ? pick(HUGE_NUMBERS) : pick(ODD_NUMBERS);
    case 'long':
      return longString();
    case 'badId':
      return pick(WEIRD_STRINGS);
    default:
      return wrongType(null);
  }
}

/** Paths to every node of a JSON value. */
function pathsOf(value: Json, path: (string | number)[] = []): (string | number)[][] {
  const paths = [path];
  if (Array.isArray(value)) value.forEach((item, index) => paths.push(...pathsOf(item, [...path, index])));
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) paths.push(...pathsOf(item, [...path, key]));
  return paths;
}

function getAt(value: Json, path: (string | number)[]): Json {
  return path.reduce<Json>((node, key) => (node as Record<string, Json>)[key] as Json, value);
}

function setAt(value: Json, path: (string | number)[], next: Json | undefined): Json {
  if (path.length === 0) return next ?? null;
  const copy = structuredClone(value) as Record<string, Json>;
  const parent = getAt(copy, path.slice(0, -1)) as Record<string, Json> | Json[];
  const last = path[path.length - 1]!;
  if (next === undefined) {
    if (Array.isArray(parent)) parent.splice(Number(last), 1);
    else delete parent[last];
  } else (parent as Record<string, Json>)[last] = next;
  return copy;
}

// ——— requests ———

const MUTATIONS = [
  'nul',
  'type',
  'number',
  'long',
  'missing',
  'extra',
  'array',
  'badId',
  'contentType',
  'malformedJson',
  'rawQuery',
  'auth',
  'multipartJunk',
] as const;
type Mutation = (typeof MUTATIONS)[number];
type Part = 'params' | 'query' | 'headers' | 'body';

interface FuzzCase {
  route: RouteDefinition;
  mutation: Mutation;
  signedIn: boolean;
  params: Record<string, Json>;
  query: Record<string, Json>;
  headers: Record<string, Json>;
  body: Json | undefined;
  /** Set by mutations that replace the encoded body outright. */
  raw?: { payload: string | Buffer; contentType?: string };
  rawQuery?: string;
  extraHeaders?: Record<string, string>;
}

const ID_FIELDS = new Set(['aid', 'iid', 'sid', 'gid', 'fid', 'uid', 'shareuid', 'artistid', 'deleteuid', 'token']);

function mutatePart(value: Json, mutation: Mutation, partIsText: boolean): Json | undefined {
  const paths = pathsOf(value);
  const leafPaths = paths.filter((path) => {
    const node = getAt(value, path);
    return node === null || typeof node !== 'object';
  });
  switch (mutation) {
    case 'nul':
    case 'long':
    case 'badId': {
      const targets =
        mutation === 'badId'
          ? leafPaths.filter((path) => ID_FIELDS.has(String(path[path.length - 1])))
          : leafPaths.filter((path) => typeof getAt(value, path) === 'string');
      const path = targets.length > 0 ? pick(targets) : leafPaths.length > 0 ? pick(leafPaths) : ['fuzz'];
      return setAt(value, path, badScalar(mutation));
    }
    case 'number': {
      const path = leafPaths.length > 0 ? pick(leafPaths) : ['fuzz'];
      return setAt(value, path, partIsText ? pick(NUMERIC_TEXT) : badScalar('number'));
    }
    case 'type': {
      const path = pick(paths);
      return setAt(value, path, wrongType(getAt(value, path)));
    }
    case 'missing': {
      const droppable = paths.filter((path) => path.length > 0);
      if (droppable.length === 0 || chance(0.2)) return undefined;
      return setAt(value, pick(droppable), undefined);
    }
    case 'extra': {
      const objects = paths.filter((path) => {
        const node = getAt(value, path);
        return node !== null && typeof node === 'object' && !Array.isArray(node);
      });
      if (objects.length === 0) return value;
      const path = pick(objects);
      const extra = pick(['level', 'gid', 'uid', 'id', 'state', 'admin', 'constructor', 'toString', '', 'a\u0000b']);
      return setAt(value, [...path, extra], pick<Json>([1, 'x', true, null, { prototype: { admin: true } }, [1]]));
    }
    case 'array': {
      const objects = paths.filter((path) => {
        const node = getAt(value, path);
        return node !== null && typeof node === 'object';
      });
      const path = objects.length > 0 ? pick(objects) : [];
      return setAt(value, path, [getAt(value, path), getAt(value, path)]);
    }
    default:
      return value;
  }
}

const JUNK_JSON = [
  '{',
  '{"a":}',
  '[',
  'nul',
  '{"a":1,}',
  "{'a':1}",
  '\uFEFF{}',
  '{"a":1}{"b":2}',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"admin":true}}}',
  '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]',
  `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
  '{"a":NaN}',
  '{"a":Infinity}',
  '{"a":1e999}',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  '"just a string"',
  '12345',
  'true',
  'null',
  '',
  ' ',
  '\u0000',
];
const WRONG_CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/xml',
  'application/octet-stream',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/jsonx',
  'image/png',
  'multipart/mixed; boundary=x',
  'multipart/form-data',
  '',
  ';;;',
  'application/json\u0000',
];

let pngHead: Buffer;

function multipartJunk(): { payload: string | Buffer; contentType: string } {
  const boundary = `----fuzz${int(1_000_000)}`;
  const part = (headers: string, body: string | Buffer) =>
    Buffer.concat([Buffer.from(`--${boundary}\r\n${headers}\r\n\r\n`), Buffer.from(body), Buffer.from('\r\n')]);
  const end = Buffer.from(`--${boundary}--\r\n`);
  const type = `multipart/form-data; boundary=${boundary}`;
  const choices: (() => { payload: string | Buffer; contentType: string })[] = [
    () => ({ payload: Buffer.from('garbage that is not multipart at all'), contentType: type }),
    () => ({ payload: part('Content-Disposition: form-data; name="data"', '{"title":'), contentType: type }),
    () => ({
      payload: Buffer.concat([part('Content-Disposition: form-data; name="data"', '[1,2,3]'), end]),
      contentType: type,
    }),
    () => ({
      payload: Buffer.concat([part('Content-Disposition: form-data; name="data"', 'not json'), end]),
      contentType: type,
    }),
    () => ({
      payload: Buffer.concat([part('Content-Disposition: form-data; name="data"', '{"title":"a\\u0000b"}'), end]),
      contentType: type,
    }),
    () => ({
      payload: Buffer.concat([part('Content-Disposition: form-data; name="unexpected"', 'x'), end]),
      contentType: type,
    }),
    () => ({
      payload: Buffer.concat([
        part(
          `Content-Disposition: form-data; name="${pick(['images', 'photo', 'logo', 'other'])}"; filename="x.jpg"\r\nContent-Type: image/jpeg`,
          pick([Buffer.from('not an image'), pngHead, Buffer.alloc(0), Buffer.from([0xff, 0xd8, 0xff, 0x00])]),
        ),
        end,
      ]),
      contentType: type,
    }),
    () => ({
      payload: Buffer.concat([
        part('Content-Disposition: form-data; name="data"', '{}'),
        part('Content-Disposition: form-data; name="data"', '{"title":"twice"}'),
        end,
      ]),
      contentType: type,
    }),
    () => ({
      payload: Buffer.concat([part('Content-Disposition: form-data; name="data"; filename="d.json"', '{}'), end]),
      contentType: type,
    }),
    () => ({ payload: Buffer.concat([part('Content-Disposition: form-data', 'nameless'), end]), contentType: type }),
    () => ({ payload: end, contentType: type }),
    () => ({ payload: Buffer.from(`--${boundary}\r\n\r\n`), contentType: type }),
    () => ({ payload: Buffer.from('x'), contentType: `multipart/form-data; boundary=${'b'.repeat(200)}` }),
    () => ({ payload: Buffer.from('x'), contentType: 'multipart/form-data; boundary=' }),
    () => ({ payload: Buffer.from('--x\r\n\r\n--x--'), contentType: 'multipart/form-data' }),
    () => ({
      payload: Buffer.concat([part('Content-Disposition: form-data; name="data"', '{}'), end]),
      contentType: type,
    }),
    () => ({
      payload: Buffer.concat([part('Content-Disposition: form-data; name="data"', '{"unknown":"field"}'), end]),
      contentType: type,
    }),
    () => ({ payload: Buffer.from('x'), contentType: 'multipart/form-data; boundary="unterminated' }),
  ];
  return pick(choices)();
}

function makeCase(route: RouteDefinition): FuzzCase {
  const mutation = pick(MUTATIONS);
  const signedIn = route.auth === 'public' ? chance(0.5) : chance(0.85);
  const object = (schema: z.ZodType | undefined) =>
    schema ? (validValue(jsonSchemaOf(schema), choices) as JsonObject) : {};
  const fuzz: FuzzCase = {
    route,
    mutation,
    signedIn,
    params: object(route.params),
    query: object(route.query),
    headers: object(route.headers),
    body: route.body ? validValue(jsonSchemaOf(route.body), choices) : undefined,
  };
  const parts: Part[] = (['params', 'query', 'headers', 'body'] as const).filter((part) =>
    part === 'body' ? route.body !== undefined : route[part] !== undefined,
  );
  const part = parts.length > 0 && chance(0.9) ? pick(parts) : pick<Part>(['query', 'headers', 'body']);
  switch (mutation) {
    case 'contentType':
      fuzz.raw = { payload: JSON.stringify(fuzz.body ?? {}), contentType: pick(WRONG_CONTENT_TYPES) };
      break;
    case 'malformedJson':
      fuzz.raw = { payload: pick(JUNK_JSON), contentType: 'application/json' };
      break;
    case 'multipartJunk':
      fuzz.raw = multipartJunk();
      break;
    case 'rawQuery':
      fuzz.rawQuery = pick([
        'page=1&page=2',
        'size=1&size=1000',
        'page=%zz',
        'q=%',
        'q=%00',
        'state=%C0%80',
        'a[b][c]=1',
        `q=${'x'.repeat(5_000)}`,
        'state=3000000000',
        'page=3000000000',
        'page=1e400',
        'size=-1',
        'gid=%00',
        'fid=%00&artistid=%00',
        'aid=\u0000',
        '&&&==&',
        'trash=maybe',
        'sort=__proto__',
      ]);
      break;
    case 'auth':
      fuzz.extraHeaders = pick<Record<string, string>>([
        { authorization: 'Bearer garbage' },
        { authorization: 'Bearer ' },
        { authorization: `Bearer ${'a'.repeat(10_000)}` },
        { authorization: 'Basic dXNlcjpwYXNz' },
        { authorization: 'Bearer a.b.c' },
        { authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.' },
        { cookie: 'vernissage.session_token=garbage' },
        { cookie: `vernissage.session_token=${'%'.repeat(100)}` },
        { cookie: '=;=;;' },
        { gid: 'not-a-gid', uid: 'not-a-uid', iid: '', aid: '' },
      ]);
      break;
    default: {
      const next = mutatePart(part === 'body' ? (fuzz.body ?? {}) : fuzz[part], mutation, part !== 'body');
      if (part === 'body') fuzz.body = next;
      else fuzz[part] = next && typeof next === 'object' && !Array.isArray(next) ? next : {};
    }
  }
  return fuzz;
}

async function toRequest(fuzz: FuzzCase, auth: Record<string, string>) {
  const { route } = fuzz;
  const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeSegment(fuzz.params[name] === undefined ? '' : text(fuzz.params[name])),
  );
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(fuzz.query)) {
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, text(item));
  }
  const query = [search.toString(), fuzz.rawQuery].filter(Boolean).join('&');
  const headers: Record<string, string> = {
    ...Object.fromEntries(Object.entries(fuzz.headers).map(([key, value]) => [key, text(value)])),
    ...(fuzz.signedIn ? auth : {}),
    ...fuzz.extraHeaders,
  };
  let payload: string | Buffer | undefined;
  if (fuzz.raw) {
    payload = fuzz.raw.payload;
    if (fuzz.raw.contentType !== undefined) headers['content-type'] = fuzz.raw.contentType;
  } else if (route.multipart) {
    const field = pick(Object.keys(route.files ?? { images: 1 }));
    const body = await multipartBody(fuzz.body, chance(0.3) ? [{ field, name: 'junk.png', bytes: pngHead }] : []);
    payload = body.payload;
    headers['content-type'] = body.headers['content-type'];
  } else if (fuzz.body !== undefined) {
    payload = JSON.stringify(fuzz.body);
    headers['content-type'] = 'application/json';
  }
  return {
    method: route.method,
    url: `/api${path}${query ? `?${query}` : ''}`,
    headers,
    ...(payload !== undefined && { payload }),
    remoteAddress: `10.${int(256)}.${int(256)}.${1 + int(254)}`,
    // The event stream never ends on its own: its status is all this sweep needs.
    ...(route.path === '/events' && { payloadAsStream: true }),
  };
}

// ——— the sweep ———

let idp: OidcTestProvider;
let t: TestApp;
let owner: SignedInUser;
let collector: SignedInUser;
let tables: TableDigests;

beforeAll(async () => {
  idp = await startOidcTestProvider({ clients: testClients(PUBLIC_URL), identities: [] });
  t = await createTestApp({ env: { PUBLIC_URL, ...testProviderEnv(idp.issuer) } });
  owner = await createUser(t.app, t.database.db, { type: 0 });
  collector = await createUser(t.app, t.database.db, { type: 3 });
  pngHead = (await makeImage('png', { width: 16, height: 16 })).subarray(0, 60);
  tables = await tableDigests(t.database.db);

  const folder = await t.app.inject({
    method: 'POST',
    url: '/api/inventory/folder',
    headers: { ...owner.auth, gid: owner.gid },
    payload: { name: 'Fuzz folder' },
  });
  const artistBody = await multipartBody({ name: 'Fuzz Artist' });
  const artist = await t.app.inject({
    method: 'POST',
    url: '/api/artist',
    headers: { ...owner.auth, gid: owner.gid, ...artistBody.headers },
    payload: artistBody.payload,
  });
  const { artwork, item } = await createArtwork(t.database.db, { gid: owner.gid, published: true });
  const share = await t.app.inject({
    method: 'POST',
    url: '/api/artwork/share',
    headers: owner.auth,
    payload: { aid: artwork.id, shareuid: collector.uid },
  });
  knownIds = {
    aid: [artwork.id],
    iid: [item.id],
    gid: [owner.gid],
    fid: [folder.json<{ fid: string }>().fid],
    artistid: [artist.json<{ artistid: string }>().artistid],
    sid: [share.json<{ sid: string }>().sid],
    uid: [owner.uid, collector.uid],
    shareuid: [collector.uid],
    // Never the signed-in user's own uid: the sweep must not delete the account it runs as.
    deleteuid: [collector.uid],
  };
}, 120_000);

afterAll(async () => {
  await t.close();
  await idp.close();
});

/** Signs the owner in again when a case ended its session (sign-out is a route like any other). */
async function keepSignedIn() {
  const check = await t.app.inject({ method: 'GET', url: '/api/user/galleries', headers: owner.auth });
  if (check.statusCode === 200) return;
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/user/login',
    remoteAddress: '127.9.9.9',
    payload: { id: owner.email, oauth: 'credentials', password: 'a long enough password' },
  });
  expect(login.statusCode, `signing in again: ${login.body}`).toBe(200);
  owner = { ...owner, auth: { authorization: `Bearer ${login.json<{ accessToken: string }>().accessToken}` } };
}

interface Failure {
  request: string;
  mutation: Mutation;
  status: number;
  body: string;
}

describe('the route contract under malformed input', () => {
  it('answers every malformed request with a 4xx in the error shape, never a 5xx', async () => {
    random = mulberry32(SEED);
    expect(routes.length).toBeGreaterThan(50);
    // Routes that end the session or change the account's e-mail go last.
    const last = new Set(['POST /user/logout', 'PUT /user/email', 'DELETE /user']);
    const ordered = [...routes].sort(
      (a, b) => Number(last.has(`${a.method} ${a.path}`)) - Number(last.has(`${b.method} ${b.path}`)),
    );
    const failures: Failure[] = [];
    const badShape: Failure[] = [];
    const stored: Failure[] = [];
    let sent = 0;
    let checked = 0;
    for (const route of ordered) {
      for (let n = 0; n < CASES_PER_ROUTE; n++) {
        const fuzz = makeCase(route);
        const request = await toRequest(fuzz, owner.auth);
        // What a refused write leaves behind: every table's digest, before and after (GETs store nothing).
        const before = route.method === 'GET' ? undefined : await tables.read();
        const response = await t.app.inject(request);
        sent += 1;
        const sentBody = request.payload === undefined ? '' : String(request.payload).slice(0, 120);
        const label = `${request.method} ${request.url.slice(0, 160)} [${fuzz.mutation}${fuzz.signedIn ? '' : ', anonymous'}] content-type: ${request.headers['content-type'] ?? '-'} body: ${JSON.stringify(sentBody)}`;
        if (route.path === '/events') {
          if (response.statusCode >= 500)
            failures.push({ request: label, mutation: fuzz.mutation, status: response.statusCode, body: '' });
          response.stream().destroy();
          continue;
        }
        if (response.statusCode >= 500) {
          failures.push({
            request: label,
            mutation: fuzz.mutation,
            status: response.statusCode,
            body: response.body.slice(0, 300),
          });
        } else if (response.statusCode >= 400) {
          if (before) {
            checked += 1;
            const changed = changedTables(before.all, (await tables.read()).all);
            if (changed.length > 0)
              stored.push({
                request: label,
                mutation: fuzz.mutation,
                status: response.statusCode,
                body: `changed ${changed.join(', ')}`,
              });
          }
          const body = (() => {
            try {
              return response.json<{ code?: unknown; message?: unknown }>();
            } catch {
              return undefined;
            }
          })();
          if (!body || body.code === undefined || typeof body.message !== 'string')
            badShape.push({
              request: label,
              mutation: fuzz.mutation,
              status: response.statusCode,
              body: response.body.slice(0, 300),
            });
        }
      }
      await keepSignedIn();
    }
    console.log(
      `contract fuzz: ${sent} malformed requests over ${routes.length} routes, ${failures.length} answered 5xx, ${badShape.length} 4xx without the error shape; ${checked} refused writes checked against every table's digest, ${stored.length} changed something`,
    );
    expect(sent).toBeGreaterThanOrEqual(5000);
    expect(failures).toEqual([]);
    expect(badShape).toEqual([]);
    expect(stored).toEqual([]);
    // About two minutes alone; sharing the cores with another test file on a busy machine it has
    // taken past five.
  }, 900_000);
});
