import type { RouteAccess, RouteDefinition } from '@vernissage/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../db/seed/demo-accounts.seed.js';
import { demoSeeds } from '../../db/seed/demo-seeds.js';
import { runSeeds } from '../../db/seed/seed-runner.js';
import { inventoryImports, users, webhookDeliveries, webhookEndpoints } from '../../db/schema/index.js';
import {
  contractRoutes,
  encodeSegment,
  jsonSchemaOf,
  jsonText,
  routeKey,
  validValue,
  type Json,
  type JsonObject,
  type ValueChoices,
} from '../../test/contract-values.js';
import { multipartBody } from '../../test/multipart.js';
import { changedTables, tableDigests, type Snapshot, type TableDigests } from '../../test/table-digest.js';
import {
  startOidcTestProvider,
  testClients,
  testProviderEnv,
  type OidcTestProvider,
} from '../../test/oidc-test-provider.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { addMember, createUser, type SignedInUser } from '../../test/users.js';

/**
 * The isolation sweep of issue 14, generated from the route contract: every declared route is
 * called by each kind of caller — no session, the owner of the workspace the request names, a
 * member whose records are set to read, the owner of another workspace (with the first
 * workspace's ids, and again with her own workspace's id beside them), a collector, an artist
 * whose plan has lapsed (on her own workspace), and for their routes a platform admin and a juror
 * — and each answer must be what the route's declared `access` says. After every refused call a
 * digest of every table must be unchanged; whatever an outsider's call answers, the named
 * workspace's rows must be unchanged and no private value of it may appear in the answer. A route
 * the sweep cannot build a request for (an id it has no fixture for) or whose access it does not
 * know fails the suite, so a new route is covered the day it is declared.
 */

const PUBLIC_URL = 'http://localhost:3000';

/** Who calls. `stranger` names the first workspace's ids; `strangerOwnGid` her own `gid` beside them. */
type Caller =
  'anonymous' | 'owner' | 'member' | 'stranger' | 'strangerOwnGid' | 'collector' | 'lapsed' | 'admin' | 'juror';

/**
 * What a caller must get: `allow` is anything but 401/403 (the request may still be refused for
 * what it asks, 400/404/409); `deny` is one of the listed statuses; `either` is allowed or
 * refused, and checked for leaks and changes only (a member's writes where only some records are
 * closed to her; an account's own things named by someone else's id).
 */
type Outcome = { kind: 'allow' } | { kind: 'deny'; statuses: readonly number[] } | { kind: 'either' };
const allow: Outcome = { kind: 'allow' };
const either: Outcome = { kind: 'either' };
const deny = (...statuses: number[]): Outcome => ({ kind: 'deny', statuses });
const hidden = deny(403, 404);

const WRITE_KINDS: readonly RouteAccess[] = ['workspace:write', 'workspace:manage', 'workspace:owner', 'item:write'];

/**
 * The access kinds the table below reads: a kind added to the contract does not compile here
 * until it is classified, and a route declaring anything else fails the sweep.
 */
const CLASSIFIED: Record<RouteAccess, true> = {
  public: true,
  session: true,
  'workspace:read': true,
  'workspace:write': true,
  'workspace:manage': true,
  'workspace:owner': true,
  'item:read': true,
  'item:write': true,
  share: true,
  juror: true,
  admin: true,
};

/** The expectation table: the declared access (contract.ts `RouteAccess`) read for each caller. */
function expected(route: RouteDefinition, caller: Caller): Outcome {
  const access = route.access;
  // Public, yet it answers 401 by design to a caller without a refresh token.
  if (routeKey(route) === 'POST /user/token') return either;
  if (caller === 'anonymous') return access === 'public' ? allow : deny(401);
  if (access === 'public') return allow;
  if (access === 'session') return caller === 'owner' ? allow : either;
  switch (caller) {
    case 'owner':
      return access === 'admin' || access === 'juror' ? hidden : allow;
    case 'admin':
      return access === 'admin' || access === 'juror' ? allow : hidden;
    case 'juror':
      return access === 'juror' ? allow : hidden;
    case 'member':
      if (access === 'workspace:read' || access === 'item:read') return allow;
      // She may look at an offer of a work she can read, not move it.
      if (access === 'share') return route.method === 'GET' ? allow : hidden;
      // Plain members write the workspace's new things; the records named here are closed to her.
      if (access === 'workspace:write') return either;
      return hidden;
    case 'collector':
      // The collector is the offer's recipient: a party to it, and shown the work's public face.
      if (access === 'share') return allow;
      return access === 'item:read' ? either : hidden;
    case 'lapsed':
      // On her own workspace: what she may read stays readable, nothing may change — but she may
      // still take things away from its set-up (revoke a token, remove a member; ADR 052).
      if (access === 'admin' || access === 'juror') return hidden;
      // Her own offers stay readable; moving them is a change.
      if (access === 'share') return route.method === 'GET' ? either : hidden;
      if (WRITE_KINDS.includes(access)) {
        if (route.method === 'GET') return either;
        const takesAway = route.method === 'DELETE' && (access === 'workspace:manage' || access === 'workspace:owner');
        return takesAway ? either : hidden;
      }
      return either;
    case 'stranger':
      return hidden;
    case 'strangerOwnGid':
      return either;
  }
}

/**
 * A refusal of who is calling: 403, or 401 for a missing or ended session (code 901). A 401 for
 * what was sent (a wrong password, a provider refusing a code) is an answer about the request.
 */
function refusedForWho(response: LightMyRequestResponse): boolean {
  if (response.statusCode === 403) return true;
  if (response.statusCode !== 401) return false;
  try {
    return response.json<{ code: unknown }>().code === 901;
  } catch {
    return true;
  }
}

// ——— the fixtures ———

interface Actor {
  uid: string;
  gid: string;
  auth: Record<string, string>;
}

/** A workspace whose ids requests name, and its owner. */
interface World {
  gid: string;
  owner: Actor;
}

let t: TestApp;
let idp: OidcTestProvider;
let gallery: World;
let fair: World;
let artist: World;
let actors: Record<Exclude<Caller, 'anonymous' | 'strangerOwnGid'>, Actor>;

/** Values of the gallery that no outsider may ever see. */
const CANARY = {
  notes: 'CANARY-private-notes-7f3a',
  stock: 'CANARY-stock-7f3a',
  location: 'CANARY-location-7f3a',
  phone: '010-7777-7f3a',
  hook: 'https://hooks.example.test/CANARY-hook-7f3a',
  token: 'CANARY-token-7f3a',
};

let addresses = 0;
const nextAddress = () => {
  addresses += 1;
  return `10.77.${(addresses >> 8) & 255}.${addresses & 255}`;
};

async function signIn(email: string): Promise<Actor> {
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/user/login',
    remoteAddress: nextAddress(),
    headers: { 'x-token-delivery': 'body' },
    payload: { id: email, oauth: 'credentials', password: DEMO_PASSWORD },
  });
  expect(login.statusCode, login.body).toBe(200);
  const auth = { authorization: `Bearer ${login.json<{ accessToken: string }>().accessToken}` };
  const galleries = await t.app.inject({ method: 'GET', url: '/api/user/galleries', headers: auth });
  const own = galleries.json<{ gid: string; role: string }[]>().find((workspace) => workspace.role === 'owner');
  return { uid: login.json<{ user: { uid: string } }>().user.uid, gid: own!.gid, auth };
}

const actorOf = (user: SignedInUser): Actor => ({ uid: user.uid, gid: user.gid, auth: user.auth });
const demoEmail = (role: string) => DEMO_ACCOUNTS.find((account) => account.role === role)!.email;

async function call(actor: Actor, method: InjectOptions['method'], url: string, payload?: unknown) {
  const response = await t.app.inject({
    method,
    url: `/api${url}`,
    headers: { ...actor.auth, gid: actor.gid },
    remoteAddress: nextAddress(),
    ...(payload !== undefined && { payload: payload as Record<string, unknown> }),
  });
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  return response;
}

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return (await t.database.db.execute(query)).rows as T[];
}

beforeAll(async () => {
  idp = await startOidcTestProvider({ clients: testClients(PUBLIC_URL), identities: [] });
  // Webhooks to this machine, so that an owner's new endpoint (http://127.0.0.1:9) is valid.
  t = await createTestApp({ env: { PUBLIC_URL, WEBHOOKS_ALLOW_PRIVATE: 'true', ...testProviderEnv(idp.issuer) } });
  await runSeeds(t.app.ctx, demoSeeds);
  const db = t.database.db;
  const owner = await signIn(demoEmail('gallery'));
  const fairOwner = await signIn(demoEmail('fair'));
  // The demo's staff account is an admin of the gallery and the juror of the open call's round.
  const juror = await signIn(demoEmail('others'));
  const lapsed = await signIn(demoEmail('artist'));
  gallery = { gid: owner.gid, owner };
  fair = { gid: fairOwner.gid, owner: fairOwner };
  artist = { gid: lapsed.gid, owner: lapsed };

  const member = actorOf(await createUser(t.app, db, { type: 0 }));
  await addMember(db, gallery.gid, member.uid, 'member');
  await addMember(db, fair.gid, member.uid, 'member');
  // The member's read-only part: every record and folder of the gallery is set to read for members.
  await db.execute(sql`update inventory_items set access_level = 0 where gallery_id = ${gallery.gid}`);
  await db.execute(sql`update folders set access_level = 0 where gallery_id = ${gallery.gid}`);

  actors = {
    owner,
    member: { ...member, gid: gallery.gid },
    stranger: actorOf(await createUser(t.app, db, { type: 0 })),
    collector: await signIn(demoEmail('collector')),
    lapsed,
    admin: await signIn(DEMO_ADMIN.email),
    juror,
  };

  // What the demo does not make: an API token, a webhook with a delivery, an import, an
  // invitation, the gallery's own contest entry; and the private values outsiders must never see.
  await call(owner, 'POST', '/workspace/tokens', { name: CANARY.token, scopes: ['inventory:read'], expiresInDays: 30 });
  await addStoredThings(gallery, CANARY.hook);
  // The artist's own things, made through their routes while her plan still runs; then it lapses.
  await addStoredThings(artist, 'https://hooks.example.test/artist');
  for (const key of [
    'POST /artist',
    'POST /exhibition',
    'POST /share',
    'POST /artwork/share',
    'POST /workspace/tokens',
  ]) {
    const route = contractRoutes.find((candidate) => routeKey(candidate) === key)!;
    const { request } = await build(route, await idsOf(artist), lapsed.auth);
    const made = await t.app.inject(request);
    expect(made.statusCode, `${key} as the artist: ${made.body}`).toBe(200);
  }
  await db.update(users).set({ planState: 'expired' }).where(eq(users.id, lapsed.uid));
  await call(owner, 'POST', '/user/gallery/invitation', { email: 'invitee@example.test', role: 'member' });
  const [contest] = await rows<{ id: string }>(sql`select id from contests limit 1`);
  const [work] = await rows<{ id: string }>(
    sql`select artwork_id as id from inventory_items where gallery_id = ${gallery.gid} and deleted_at is null limit 1`,
  );
  await call(owner, 'POST', '/contest/submission', { contestId: contest!.id, aids: [work!.id], statement: 'Sweep.' });
  await db.execute(
    sql`update inventory_items set private_notes = ${CANARY.notes}, stock_number = ${CANARY.stock}, location = ${CANARY.location} where gallery_id = ${gallery.gid}`,
  );
  await db.update(users).set({ phone: CANARY.phone }).where(eq(users.id, owner.uid));
  const uids = [...Object.values(actors), fairOwner].map((actor) => actor.uid);
  accounts = await db
    .select({ id: users.id, planid: users.planid, planState: users.planState, phone: users.phone })
    .from(users)
    .where(inArray(users.id, uids));
}, 300_000);

/**
 * A webhook endpoint with one delivery and an (empty) import, straight in the database: the
 * webhook route resolves the address, which nothing here can, and an import needs a spreadsheet.
 */
async function addStoredThings(world: World, url: string) {
  const db = t.database.db;
  const endpointId = `webhook-${world.gid}`;
  await db
    .insert(webhookEndpoints)
    .values({ id: endpointId, galleryId: world.gid, url, events: ['availability.changed'], secret: 'whsec_sweep' });
  const payload = {
    id: 'event-1',
    type: 'availability.changed',
    created: new Date().toISOString(),
    gid: world.gid,
    data: {},
  };
  await db.insert(webhookDeliveries).values({
    id: `delivery-${world.gid}`,
    galleryId: world.gid,
    endpointId,
    eventId: payload.id,
    event: payload.type,
    payload,
    status: 'failed',
  });
  await db
    .insert(inventoryImports)
    .values({ id: `import-${world.gid}`, galleryId: world.gid, fileName: 'works.csv', rowCount: 0 });
}

/** The callers' plans and the owner's phone as the fixtures made them. */
let accounts: { id: string; planid: string | null; planState: string | null; phone: string | null }[] = [];

/**
 * Puts back what the fixtures promise before each route, since an allowed call may have changed
 * it (an owner closing a record to members, an artist starting a trial, a phone number changed).
 */
async function restoreFixtures() {
  const db = t.database.db;
  for (const { id, ...plan } of accounts) await db.update(users).set(plan).where(eq(users.id, id));
  await db.execute(
    sql`update inventory_items set access_level = 0, private_notes = ${CANARY.notes}, stock_number = ${CANARY.stock}, location = ${CANARY.location} where gallery_id = ${gallery.gid}`,
  );
  await db.execute(sql`update folders set access_level = 0 where gallery_id = ${gallery.gid}`);
  // The works offered to the collector stay unpublished: a published work's detail shows its
  // public face to anyone, and the sweep names one of these works wherever a route takes an aid.
  await db.execute(
    sql`update artworks set published = false where id in (select artwork_id from shares where gallery_id = ${gallery.gid} and shareuid = ${actors.collector.uid})`,
  );
}

afterAll(async () => {
  await t?.close();
  await idp?.close();
});

// ——— ids: what each field names, read from the database for the workspace a request names ———

/** The first value of each query, or none. */
async function first(query: ReturnType<typeof sql>): Promise<string[]> {
  const [row] = await rows<{ v: string }>(query);
  return row ? [row.v] : [];
}

/**
 * Ids of a workspace's things by field name. Read again before every route, since an owner's
 * allowed call may have deleted what the last route named.
 */
async function idsOf(world: World): Promise<Record<string, string[]>> {
  const gid = world.gid;
  const collector = actors.collector.uid;
  const offer = await first(
    sql`select s.id as v from shares s join inventory_items i on i.artwork_id = s.artwork_id where s.gallery_id = ${gid} and s.shareuid = ${collector} and i.deleted_at is null order by (s.state = 1) desc, s.state, s.id limit 1`,
  );
  const aid = offer.length
    ? await first(sql`select artwork_id as v from shares where id = ${offer[0]}`)
    : await first(
        sql`select artwork_id as v from inventory_items where gallery_id = ${gid} and deleted_at is null order by idx limit 1`,
      );
  const iid = await first(sql`select id as v from inventory_items where artwork_id = ${aid[0] ?? ''}`);
  const room = await first(sql`select id as v from viewing_rooms where gallery_id = ${gid} order by id limit 1`);
  const fairId = await first(sql`select id as v from fairs order by id limit 1`);
  const participant = await first(
    sql`select id as v from fair_participants where gallery_id = ${gid} or fair_id in (select id from fairs where gallery_id = ${gid}) order by (gallery_id = ${gid}) desc, id limit 1`,
  );
  const vmids = await first(sql`select id as v from visitor_messages where gallery_id = ${gid} order by id limit 1`);
  const entry = await first(sql`select id as v from contest_entries where gallery_id = ${gid} limit 1`);
  return {
    gid: [gid],
    uid: [world.owner.uid],
    deleteuid: [world.owner.uid],
    shareuid: [collector],
    aid,
    aids: aid,
    iid,
    iids: iid,
    sid: offer,
    fid: await first(sql`select id as v from folders where gallery_id = ${gid} order by idx, id limit 1`),
    artistid: await first(sql`select id as v from artists where gallery_id = ${gid} order by id limit 1`),
    artistids: await first(sql`select id as v from artists where gallery_id = ${gid} order by id limit 1`),
    exhibitionid: await first(sql`select id as v from exhibitions where gallery_id = ${gid} order by id limit 1`),
    shareid: room,
    path: await first(sql`select path as v from viewing_rooms where gallery_id = ${gid} order by id limit 1`),
    domain: await first(sql`select name as v from site_domains where gallery_id = ${gid} limit 1`),
    domainid: await first(sql`select id as v from site_domains where gallery_id = ${gid} limit 1`),
    fairid: fairId,
    artFairId: fairId,
    participantid: participant,
    vmid: vmids,
    vmids,
    contestId: await first(sql`select id as v from contests order by id limit 1`),
    entryId: entry,
    token: await first(sql`select token as v from gallery_invitations where gallery_id = ${gid} limit 1`),
    q: ['Untitled'],
    textid: await first(sql`select textid as v from blog_posts order by id limit 1`),
    // `id` in a path names something different per route: see ID_PARAMS.
    'id:blog': await first(sql`select id as v from blog_posts order by id limit 1`),
    'id:opportunity': await first(sql`select id as v from opportunities order by id limit 1`),
    'id:contest': await first(sql`select id as v from contests order by id limit 1`),
    'id:round': await first(sql`select id as v from contest_rounds order by id limit 1`),
    'id:entry': entry,
    'id:fair': fairId,
    'id:participant': participant,
    'id:fairSubmission': await first(
      sql`select id as v from fair_submissions where fair_id in (select id from fairs where gallery_id = ${gid}) or gallery_id = ${gid} limit 1`,
    ),
    'id:token': await first(sql`select id as v from api_tokens where gallery_id = ${gid} limit 1`),
    'id:webhook': await first(sql`select id as v from webhook_endpoints where gallery_id = ${gid} limit 1`),
    did: await first(sql`select id as v from webhook_deliveries where gallery_id = ${gid} limit 1`),
    'id:import': await first(sql`select id as v from inventory_imports where gallery_id = ${gid} limit 1`),
    'id:artist': await first(sql`select id as v from artists where gallery_id = ${gid} order by id limit 1`),
    'id:exhibition': await first(sql`select id as v from exhibitions where gallery_id = ${gid} order by id limit 1`),
    'id:user': [world.owner.uid],
  };
}

/** What `{id}` names, by the start of the path. */
const ID_PARAMS: [RegExp, string][] = [
  [/^\/blog\//, 'id:blog'],
  [/^\/opportunity\//, 'id:opportunity'],
  [/^\/contest\/round\//, 'id:round'],
  [/^\/contest\/submission\//, 'id:entry'],
  [/^\/contest\//, 'id:contest'],
  [/^\/fairManagement\/fair\/submission\//, 'id:fairSubmission'],
  [/^\/fairManagement\/fair\//, 'id:fair'],
  [/^\/fairManagement\/participant\//, 'id:participant'],
  [/^\/workspace\/tokens\//, 'id:token'],
  [/^\/workspace\/webhooks\//, 'id:webhook'],
  [/^\/inventory\/imports\//, 'id:import'],
  [/^\/web\/\{domain\}\/artist\//, 'id:artist'],
  [/^\/web\/\{domain\}\/exhibition\//, 'id:exhibition'],
  [/^\/admin\/user\//, 'id:user'],
];

/** Routes about a fair that its organising workspace names (the rest name the exhibitor's). */
const ORGANISER_ROUTES = new Set([
  'POST /fairManagement/fair',
  'PUT /fairManagement/fair',
  'GET /fairManagement/fair',
  'GET /fairManagement/fair/{id}',
  'DELETE /fairManagement/fair',
  'PUT /fairManagement/fair/access',
  'GET /fairManagement/fair/participant',
  'PUT /fairManagement/participant/{id}',
  'POST /fairManagement/participant/{id}/memo',
  'PUT /fairManagement/fair/submission/{id}',
]);

/** Fields that name a different thing on one route than everywhere else. */
const FIELD_OVERRIDES: Record<string, Record<string, string>> = {
  // The fair's id, there called `fid`.
  'PUT /fairManagement/fair/access': { fid: 'fairid' },
};

/** A few fields each route needs to be valid beyond what its schema tells, by route. */
interface Fix {
  body?: JsonObject;
  query?: JsonObject;
  /** Fields left out of the body or query. */
  drop?: string[];
}
const DAY = { startDate: '2030-01-01', endDate: '2030-02-01' };
const FIXES: Record<string, (ids: Record<string, string[]>) => Fix> = {
  'PUT /gallery/setting': () => ({ body: { name: 'Sweep gallery' } }),
  'PUT /artist': () => ({ body: { name: 'Sweep artist' } }),
  'PUT /artwork': () => ({ body: { title: 'Sweep title' } }),
  'PUT /inventory/item': () => ({ body: { title: 'Sweep title' } }),
  'GET /document/priceList': () => ({ drop: ['fid', 'exhibitionid', 'participantid'] }),
  'POST /exhibition': () => ({ body: DAY }),
  'PUT /exhibition': () => ({ body: { title: 'Sweep exhibition' } }),
  // The workspace given access: not the one that owns the exhibition or runs the fair.
  'PUT /exhibition/access': () => ({ body: { gid: actors.stranger.gid } }),
  'PUT /fairManagement/fair/access': () => ({ body: { gid: gallery.gid } }),
  'POST /fairManagement/fair': () => ({ body: DAY }),
  'POST /contest': () => ({ body: { timeZone: 'Asia/Seoul' } }),
  'POST /opportunity': () => ({ body: { timeZone: 'Asia/Seoul' } }),
  'POST /blog/post': () => ({ body: { title: 'Sweep post' } }),
  'PUT /user/tutorial': () => ({ body: { closed: true }, drop: ['step', 'done'] }),
  'PUT /ovr/domain': () => ({ body: { name: 'sweep-site' } }),
  'PUT /ovr/domain/host': () => ({ body: { host: 'www.sweep-gallery.test' } }),
  'POST /websettings': () => ({ body: { analytics: { googleMeasurementId: null } } }),
  'PUT /share': () => ({ body: { title: 'Sweep room' } }),
  'POST /billing/order': () => ({ body: { productid: 'gpro_default' } }),
  'POST /billing/paypal/subscription': () => ({ body: { productid: 'gpro_default' } }),
  'POST /billing/payment/register': (ids) => ({
    body: { customerKey: t.app.ctx.payments.customerKeyOf(ids.uid![0]!) },
  }),
  'POST /workspace/webhooks': () => ({ body: { url: 'http://127.0.0.1:9/sweep' } }),
  'PATCH /workspace/webhooks/{id}': () => ({ body: { description: 'Sweep' } }),
  'PUT /billing/plan/update': () => ({ body: { productid: 'gpro_default' } }),
  'PUT /billing/plan/update/signup': () => ({ body: { productid: 'gpro_default' } }),
  'POST /billing/plan/trial': () => ({ body: { productid: 'gpro_default' } }),
  'POST /promocode': () => ({ body: { code: 'SWEEP-1' } }),
  'POST /billing/plan/gift': () => ({ body: { code: 'SWEEP-1' } }),
  'POST /billing/payment/confirm': () => ({ body: { amount: 1000 } }),
  'POST /promocode/purchase/confirm': () => ({ body: { amount: 1000 } }),
  'POST /share/url/{path}/visit': () => ({ body: { visit: 'sweepvisit0000000001', visitor: 'sweepvisitor00000001' } }),
};

/** The generated value with a route's fix applied. */
function fixed(value: JsonObject, fix: Fix | undefined, part: 'body' | 'query'): JsonObject {
  if (!fix) return value;
  const next: JsonObject = { ...value, ...fix[part] };
  for (const name of fix.drop ?? []) delete next[name];
  return next;
}

/**
 * Path and header fields that are ids: the sweep must have a fixture for each, or it cannot
 * tell a refusal from a miss.
 */
const ID_FIELD = /^(gid|uid|aid|iid|sid|fid|did|id|artistid|exhibitionid|fairid|shareid|path|domain|textid|deleteuid)$/;

// ——— requests ———

/** Fixed choices: the first of every choice, optional fields only when they name an id. */
const fixedChoices = (ids: Record<string, string[]>): ValueChoices => ({
  ids,
  pick: (values) => values[0]!,
  int: () => 0,
  optional: (name) => name in ids,
});

interface Built {
  request: InjectOptions;
  /** What was sent, for reports: the URL and the JSON body (or multipart `data` part). */
  label: string;
  missing: string[];
}

async function build(route: RouteDefinition, ids: Record<string, string[]>, auth: Record<string, string>) {
  const key = routeKey(route);
  const overrides = FIELD_OVERRIDES[key] ?? {};
  const idParam = ID_PARAMS.find(([pattern]) => pattern.test(route.path))?.[1];
  const named: Record<string, string[]> = { ...ids };
  for (const [field, source] of Object.entries(overrides)) named[field] = ids[source] ?? [];
  if (idParam) named.id = ids[idParam] ?? [];
  const known = Object.fromEntries(Object.entries(named).filter(([, values]) => values.length > 0));
  const choices = fixedChoices(known);
  const object = (schema: RouteDefinition['params']) =>
    schema ? (validValue(jsonSchemaOf(schema), choices) as JsonObject) : {};
  const missing: string[] = [];
  const params = object(route.params);
  for (const name of [...route.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!)) {
    if (!known[name]) missing.push(`param ${name}`);
  }
  const headers = Object.fromEntries(
    Object.entries(object(route.headers)).map(([name, value]) => [name, jsonText(value)]),
  );
  for (const name of Object.keys(headers)) if (ID_FIELD.test(name) && !known[name]) missing.push(`header ${name}`);
  const fix = FIXES[key]?.(known);
  const query = fixed(object(route.query), fix, 'query');
  const generated = route.body ? validValue(jsonSchemaOf(route.body), choices) : undefined;
  const body: Json | undefined =
    generated && typeof generated === 'object' && !Array.isArray(generated) ? fixed(generated, fix, 'body') : generated;
  const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeSegment(params[name] === undefined ? '' : jsonText(params[name])),
  );
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query))
    for (const item of Array.isArray(value) ? value : [value]) search.append(name, jsonText(item));
  const url = `/api${path}${search.size > 0 ? `?${search.toString()}` : ''}`;
  const request: InjectOptions = {
    method: route.method,
    url,
    headers: { ...headers, ...auth },
    remoteAddress: nextAddress(),
    ...(route.path.endsWith('/events') && { payloadAsStream: true }),
  };
  if (route.multipart) {
    const multipart = await multipartBody(body, []);
    request.payload = multipart.payload;
    request.headers = { ...request.headers, 'content-type': multipart.headers['content-type'] };
  } else if (body !== undefined) {
    request.payload = JSON.stringify(body);
    request.headers = { ...request.headers, 'content-type': 'application/json' };
  }
  const label = `${url} ${body === undefined ? '' : JSON.stringify(body).slice(0, 300)}`;
  return { request, label, missing } satisfies Built;
}

// ——— what must not change ———

let tables: TableDigests;

/** Session routes an outsider may legitimately use to change the named workspace's rows. */
const OUTSIDER_MAY_CHANGE = new Set([
  // A visitor of a viewing room holds a work in it: the work's state and the audit log change.
  'POST /share/url/{path}/hold',
]);

// ——— the sweep ———

interface Problem {
  route: string;
  caller: Caller;
  problem: string;
}

/** The workspace whose ids a route's requests name. */
function worldOf(route: RouteDefinition, caller: Caller): World {
  if (caller === 'lapsed') return artist;
  return ORGANISER_ROUTES.has(routeKey(route)) ? fair : gallery;
}

function callersOf(route: RouteDefinition): Caller[] {
  const refusedFirst: Caller[] = ['anonymous', 'stranger', 'strangerOwnGid', 'collector', 'lapsed'];
  if (route.access === 'admin' || route.access === 'juror') refusedFirst.push('owner', 'member');
  const allowedLast: Caller[] =
    route.access === 'admin' ? ['juror', 'admin'] : route.access === 'juror' ? ['juror'] : ['member', 'owner'];
  return [...refusedFirst, ...allowedLast];
}

/** Routes that end the caller's session or account: only outsiders call them, last of all. */
const SELF_ENDING = new Set(['POST /user/logout', 'PUT /user/email', 'DELETE /user']);

/** Deletions go after the routes that read what they delete; the session's own end after everything. */
const runLast = (route: RouteDefinition) =>
  SELF_ENDING.has(routeKey(route)) ? 2 : route.method === 'DELETE' || route.path.endsWith('/delete') ? 1 : 0;

const OUTSIDERS = new Set<Caller>(['anonymous', 'stranger', 'strangerOwnGid', 'collector', 'lapsed']);

describe('every route against every kind of caller', () => {
  it('answers as its declared access says, and a refused call changes nothing and shows nothing', async () => {
    tables = await tableDigests(t.database.db);
    expect(tables.count).toBeGreaterThan(50);

    const problems: Problem[] = [];
    const unclassified: string[] = [];
    const ownerAnswers = new Map<string, number>();
    const calls = new Map<Caller, number>();
    let sent = 0;
    let refused = 0;
    const ordered = [...contractRoutes].sort((a, b) => runLast(a) - runLast(b));

    for (const route of ordered) {
      const key = routeKey(route);
      if (!Object.hasOwn(CLASSIFIED, route.access)) {
        unclassified.push(`${key}: access ${String(route.access)} is not classified`);
        continue;
      }
      await restoreFixtures();
      for (const caller of callersOf(route)) {
        if (SELF_ENDING.has(key) && !OUTSIDERS.has(caller)) continue;
        // The artist runs no fair: the organiser's routes have nothing of hers to name.
        if (caller === 'lapsed' && ORGANISER_ROUTES.has(key)) continue;
        const world = worldOf(route, caller);
        const ids = await idsOf(world);
        const actor =
          caller === 'anonymous'
            ? null
            : caller === 'owner'
              ? world.owner
              : actors[caller === 'strangerOwnGid' ? 'stranger' : caller];
        if (caller === 'strangerOwnGid') {
          // Her own workspace's id, the other workspace's everything else; only where both are named.
          const named = JSON.stringify([route.params, route.headers, route.query, route.body].map(jsonSchemaOf));
          if (!/"gid"/.test(named) || !/"(aid|iid|sid|fid|iids|aids|artistid|exhibitionid|shareid|vmids?)"/.test(named))
            continue;
          ids.gid = [actor!.gid];
        }
        const { request, label, missing } = await build(route, ids, actor?.auth ?? {});
        if (missing.length > 0) {
          unclassified.push(`${key} (${caller}): no fixture for ${missing.join(', ')}`);
          continue;
        }
        const outcome = expected(route, caller);
        const tenantGids = [world.gid];
        const before = await tables.read(tenantGids);
        const response: LightMyRequestResponse = await t.app.inject(request);
        sent += 1;
        calls.set(caller, (calls.get(caller) ?? 0) + 1);
        const status = response.statusCode;
        const body = route.path.endsWith('/events') ? '' : response.body;
        if (route.path.endsWith('/events')) response.stream().destroy();
        if (caller === 'owner' && outcome.kind === 'allow') ownerAnswers.set(key, status);
        // Read once, and only for a check that needs it.
        let after: Snapshot | undefined;
        const afterCall = async () => (after ??= await tables.read(tenantGids));
        const report = (problem: string) => problems.push({ route: key, caller, problem });

        if (status >= 500) report(`answered ${status} to ${label}`);
        if (outcome.kind === 'allow' && refusedForWho(response))
          report(`refused with ${status} where its access (${route.access}) lets it in: ${body.slice(0, 160)}`);
        if (outcome.kind === 'deny' && !outcome.statuses.includes(status))
          report(`answered ${status} where its access (${route.access}) says ${outcome.statuses.join(' or ')}`);
        if (status >= 400) {
          refused += 1;
          const changed = changedTables(before.all, (await afterCall()).all);
          if (changed.length > 0) report(`refused with ${status} yet changed ${changed.join(', ')}`);
        }
        if (OUTSIDERS.has(caller)) {
          for (const [name, value] of Object.entries(CANARY))
            if (body.includes(value)) report(`answered ${status} showing the gallery's private ${name}`);
          // The lapsed artist names her own workspace: only her refused calls are held to it (above).
          const tenantOutsider = caller !== 'lapsed';
          if (
            tenantOutsider &&
            outcome.kind !== 'allow' &&
            route.access !== 'public' &&
            !OUTSIDER_MAY_CHANGE.has(key)
          ) {
            const changed = changedTables(before.owned, (await afterCall()).owned);
            if (changed.length > 0) report(`changed the named workspace's ${changed.join(', ')} (answered ${status})`);
          }
        }
      }
    }

    const ownerMisses = [...ownerAnswers].filter(([, status]) => status >= 400);
    console.log(
      `isolation sweep: ${contractRoutes.length} routes, ${sent} calls (${[...calls].map(([caller, count]) => `${caller} ${count}`).join(', ')}), ` +
        `${refused} refused (every table's digest unchanged after each); ` +
        `the owner's call answered < 400 on ${ownerAnswers.size - ownerMisses.length} of ${ownerAnswers.size} routes; ` +
        `owner's 4xx: ${ownerMisses.map(([route, status]) => `${route} ${status}`).join('; ')}`,
    );
    expect(unclassified).toEqual([]);
    expect(problems).toEqual([]);
  }, 900_000);
});
