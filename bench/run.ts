import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { MEDIUM_TYPES } from '@vernissage/shared';
import { makeDataDir, removeDataDir, REPO_ROOT, startServer, type RunningServer } from '../e2e/support/server.js';
import { bearerFor, cookiesSetBy, firstWorkspaceOf, verificationLinkIn } from '../e2e/support/accounts.js';
import { benchImages } from './images.js';
import { fillInventory, INVENTORY_SIZE, openBenchDatabase } from './inventory-data.js';
import { fillSearchWorks, SEARCH_PARTIAL_NAMES, SEARCH_WORKS } from './search-data.js';
import { benchUploads } from './uploads.js';
import { measure, warmUp, type Measurement } from './measure.js';

/**
 * `npm run bench`: the platform beside bare baselines measured in the same run on the same
 * machine, so the figures are ratios rather than absolute numbers that depend on the machine.
 * BENCH_DATABASE_URL runs the inventory and search sections on PostgreSQL (an empty database)
 * instead of PGlite.
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const DATABASE_URL = process.env.BENCH_DATABASE_URL || undefined;

async function startChild(script: string, env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, script)], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
    child.stdout.on('data', (chunk: Buffer) => {
      const match = /listening on (\d+)/.exec(chunk.toString());
      if (match?.[1]) resolve(match[1]);
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/**
 * Bare Fastify sending these bytes (`/page`, `/page.br`, `/json`) while `run` measures against it.
 * They reach it in files: a page can be larger than an environment variable may be.
 */
async function withBaseline<T>(
  bytes: { BASELINE_HTML?: string; BASELINE_JSON?: string },
  run: (baselineUrl: string) => Promise<T>,
): Promise<T> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'vernissage-bench-'));
  const env: NodeJS.ProcessEnv = {};
  for (const [name, text] of Object.entries(bytes)) {
    env[`${name}_FILE`] = path.join(dir, name);
    await fs.writeFile(path.join(dir, name), text);
  }
  try {
    const baseline = await startChild('bench/baseline-server.ts', env);
    try {
      return await run(baseline.url);
    } finally {
      await baseline.stop();
    }
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/** Stops the platform's servers and removes their data. */
async function stopServers(...servers: RunningServer[]) {
  for (const server of servers) {
    await server.stop();
    await removeDataDir(server.dataDir);
  }
}

async function pair(
  name: string,
  url: string,
  baselineUrl: string,
  headers?: Record<string, string>,
  { connections = CONNECTIONS } = {},
) {
  await warmUp(baselineUrl, headers);
  await warmUp(url, headers);
  const options = { seconds: SECONDS, connections, headers };
  return { baseline: await measure(`${name} (bare)`, baselineUrl, options), app: await measure(name, url, options) };
}

function row(m: Measurement) {
  const errors = m.errors || m.non2xx ? `   errors ${m.errors} non-2xx ${m.non2xx}` : '';
  return `${m.name.padEnd(44)} ${m.requestsPerSecond.toFixed(0).padStart(8)} req/s   p50 ${m.p50Ms.toFixed(2).padStart(7)} ms   p95 ${m.p95Ms.toFixed(2).padStart(7)} ms${errors}`;
}

function report({ baseline, app }: { baseline: Measurement; app: Measurement }) {
  console.log(row(baseline));
  console.log(row(app));
  const throughputRatio = app.requestsPerSecond / baseline.requestsPerSecond;
  const p95Ratio = app.p95Ms / baseline.p95Ms;
  console.log(
    `  → throughput ${(throughputRatio * 100).toFixed(0)}% of baseline, p95 ${p95Ratio.toFixed(2)}× baseline\n`,
  );
  return { baseline, app, throughputRatio, p95Ratio };
}

async function benchHttp() {
  const server = await startServer({ env: { LOG_LEVEL: 'warn' } });
  // The same server rendering every page afresh: what a shared page costs before it is kept.
  const rendering = await startServer({ env: { LOG_LEVEL: 'warn', WEB_SHARED_PAGES: '0' } });
  try {
    const headers = { 'accept-language': 'ko' };
    const pageHtml = await (await fetch(`${server.url}/pricing`, { headers })).text();
    const loginHtml = await (await fetch(`${server.url}/login`, { headers })).text();
    return await withBaseline({ BASELINE_HTML: pageHtml }, (pricingUrl) =>
      withBaseline({ BASELINE_HTML: loginHtml }, async (loginUrl) => [
        report(await pair('GET /api/health', `${server.url}/api/health`, `${pricingUrl}/api/health`)),
        report(await pair('GET /pricing (shared, kept)', `${server.url}/pricing`, `${pricingUrl}/page`, headers)),
        report(await pair('GET /login (shared, kept)', `${server.url}/login`, `${loginUrl}/page`, headers)),
        // One connection: the time of one render, without queueing behind others.
        report(
          await pair('GET /login (rendered each time)', `${rendering.url}/login`, `${loginUrl}/page`, headers, {
            connections: 1,
          }),
        ),
      ]),
    );
  } finally {
    await stopServers(server, rendering);
  }
}

async function verificationLink(server: RunningServer, email: string): Promise<string> {
  for (let waited = 0; ; waited += 100) {
    try {
      return verificationLinkIn(server.output(), email);
    } catch (error) {
      if (waited > 15_000) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** A signed-in gallery (its session cookie) with `count` works, made through the API. */
async function galleryWithWorks(server: RunningServer, email: string, count: number, type = 0) {
  const post = (url: string, body: unknown) =>
    fetch(`${server.url}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  await post('/api/user/signup', {
    email,
    password: 'bench password',
    name: 'Bench Gallery',
    type,
    allowMarketing: false,
  });
  // The verification link (printed in the log, as there is no SMTP) signs the gallery in.
  const link = await verificationLink(server, email);
  const { pathname, search } = new URL(link);
  const verified = await fetch(`${server.url}${pathname}${search}`, { redirect: 'manual' });
  const auth = { cookie: cookiesSetBy(verified) };
  const [{ gid }] = (await (await fetch(`${server.url}/api/user/galleries`, { headers: auth })).json()) as [
    { gid: string },
  ];
  const aids: string[] = [];
  for (let n = 0; n < count; n += 1) {
    const form = new FormData();
    form.append(
      'data',
      JSON.stringify({ title: `Bench work ${n}`, year: 2020 + n, price: { amount: 1_000_000 * (n + 1) } }),
    );
    const made = await fetch(`${server.url}/api/artwork`, { method: 'POST', headers: { ...auth, gid }, body: form });
    aids.push(((await made.json()) as { aid: string }).aid);
  }
  return { auth, gid, aids };
}

/**
 * A viewing room of six works: its JSON (`GET /api/share/url/{path}`, uncached: every request
 * reads the room, its works and their images) and its server-rendered page, each beside bare
 * Fastify sending the same bytes.
 */
async function benchRooms() {
  const server = await startServer({ env: { LOG_LEVEL: 'warn' } });
  try {
    const { auth, gid, aids } = await galleryWithWorks(server, 'bench-rooms@gallery.test', 6);
    const room = new FormData();
    room.append(
      'data',
      JSON.stringify({ title: 'Bench room', works: aids.map((aid) => ({ aid })), links: [{ name: 'Ann' }] }),
    );
    const made = await fetch(`${server.url}/api/share`, { method: 'POST', headers: { ...auth, gid }, body: room });
    if (!made.ok) throw new Error(`room answered ${made.status}: ${await made.text()}`);
    const { links } = (await made.json()) as { links: { path: string }[] };
    const path = links[0]!.path;
    const headers = { 'accept-language': 'ko' };
    const roomJson = await (await fetch(`${server.url}/api/share/url/${path}`)).text();
    const roomHtml = await (await fetch(`${server.url}/showcase/${path}`, { headers })).text();
    return await withBaseline({ BASELINE_HTML: roomHtml, BASELINE_JSON: roomJson }, async (baselineUrl) => {
      return [
        report(
          await pair(
            'GET /api/share/url/{path} (6 works)',
            `${server.url}/api/share/url/${path}`,
            `${baselineUrl}/json`,
          ),
        ),
        report(
          await pair(
            'GET /showcase/{path} (server-rendered)',
            `${server.url}/showcase/${path}`,
            `${baselineUrl}/page`,
            headers,
          ),
        ),
      ];
    });
  } finally {
    await stopServers(server);
  }
}

/** A live site of twelve works on a server of its own; its first work's page address and HTML. */
async function siteOnServer(env: Record<string, string>) {
  const server = await startServer({ env: { LOG_LEVEL: 'warn', ...env } });
  const { auth, gid, aids } = await galleryWithWorks(server, 'bench-site@gallery.test', 12);
  const put = (url: string, body: unknown) =>
    fetch(`${server.url}/api${url}`, {
      method: 'PUT',
      headers: { ...auth, gid, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const toggles = { allowprice: true, allowdescription: true, allowphoto: true, allowemail: true, allowphone: true };
  const { domainid } = (await (await put('/ovr/domain', { name: 'bench-site', ...toggles })).json()) as {
    domainid: string;
  };
  await put('/ovr/items', { aids });
  await put('/ovr/domain/live', { domainid, live: true });
  const url = `${server.url}/web/bench-site/works/bench-work-0-${aids[0]}`;
  return { server, url, html: await (await fetch(url)).text() };
}

/**
 * A public website's work page beside bare Fastify sending the same bytes: served from the page
 * cache, and rendered for every request (a second server with the cache off, so each request
 * reads the site and its works), under load and one request at a time; and the JavaScript the
 * site's pages ship.
 */
async function benchSite() {
  const cached = await siteOnServer({});
  const uncached = await siteOnServer({ SITE_PAGE_CACHE_MB: '0' });
  try {
    const { html } = cached;
    const scripts = [...html.matchAll(/<script>(.*?)<\/script>/gs)].map((match) => match[1]!).join('');
    console.log(
      `Site page: ${(Buffer.byteLength(html) / 1024).toFixed(1)} KB HTML (${(gzipSync(html).length / 1024).toFixed(1)} KB gzip), JavaScript ${gzipSync(scripts).length} B gzip (inline; no script files)\n`,
    );
    return await withBaseline({ BASELINE_HTML: html }, async (baselineUrl) => {
      return [
        report(await pair('GET /web/{name}/works/{slug} (cached)', cached.url, `${baselineUrl}/page`)),
        report(await pair('… cached, brotli', cached.url, `${baselineUrl}/page.br`, { 'accept-encoding': 'br' })),
        report(await pair('GET /web/{name}/works/{slug} (uncached)', uncached.url, `${baselineUrl}/page`)),
        report(
          await pair('… uncached, one at a time', uncached.url, `${baselineUrl}/page`, undefined, { connections: 1 }),
        ),
      ];
    });
  } finally {
    await stopServers(cached.server, uncached.server);
  }
}

/** A JSON call to the API as a signed-in workspace; a refusal stops the bench with the answer. */
async function apiCall<T>(
  server: RunningServer,
  method: 'POST' | 'PUT',
  url: string,
  headers: Record<string, string>,
  body: unknown,
): Promise<T> {
  const answer = await fetch(`${server.url}/api${url}`, {
    method,
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!answer.ok) throw new Error(`${method} ${url}: ${answer.status} ${await answer.text()}`);
  return (await answer.json()) as T;
}

/**
 * A published fair with three accepted galleries, each with an artwork list of six works, on a
 * server of its own; its public exhibitor list and its page's address.
 */
async function fairOnServer(env: NodeJS.ProcessEnv) {
  const server = await startServer({ env: { LOG_LEVEL: 'warn', ...env } });
  const organiser = await galleryWithWorks(server, 'fair@fair.test', 0, 1);
  const asOrganiser = { ...organiser.auth, gid: organiser.gid };
  const fair = await apiCall<{ fairId: string }>(server, 'POST', '/fairManagement/fair', asOrganiser, {
    name: '벤치 아트페어',
    nameEn: 'Bench Art Fair',
    startDate: '2027-03-01',
    endDate: '2027-03-04',
    sections: ['Galleries'],
    published: true,
  });
  for (let n = 0; n < 3; n += 1) {
    const gallery = await galleryWithWorks(server, `gallery${n}@fair.test`, 6);
    const asGallery = { ...gallery.auth, gid: gallery.gid };
    const { participantId } = await apiCall<{ participantId: string }>(
      server,
      'POST',
      '/fairManagement/join',
      gallery.auth,
      {
        gid: gallery.gid,
        artFairId: fair.fairId,
      },
    );
    await apiCall(server, 'POST', '/fairManagement/fair/submission', asGallery, {
      participantId,
      submissionType: 'artwork_list',
      submissionStatus: 'submitted',
      content: { aids: gallery.aids },
    });
    await apiCall(server, 'PUT', `/fairManagement/participant/${participantId}`, asOrganiser, {
      status: 'accepted',
      booth: { number: `A${n + 1}` },
      section: 'Galleries',
    });
  }
  const headers = { fairid: fair.fairId };
  const listUrl = `${server.url}/api/web/fair/exhibitors`;
  const listJson = await (await fetch(listUrl, { headers })).text();
  const pageUrl = `${server.url}/fair/${(JSON.parse(listJson) as { slug: string }).slug}`;
  return { server, headers, listUrl, listJson, pageUrl };
}

/**
 * A public page kept behind tags (ADR 067), against bare Fastify sending the page's bytes
 * (`baselineUrl`'s `/page` and `/page.br`): kept, kept as browsers ask for it (brotli), and
 * rendered for every request (a server with both caches off: its address, or a way to start it
 * once the kept page is measured). In Korean, as most visitors read it.
 */
async function keptPageRows(
  name: string,
  keptUrl: string,
  renderedUrl: string | (() => Promise<string>),
  baselineUrl: string,
) {
  const korean = { 'accept-language': 'ko' };
  const rows = [
    report(await pair(`${name} (kept)`, keptUrl, `${baselineUrl}/page`, korean)),
    report(
      await pair(`${name} (kept, brotli)`, keptUrl, `${baselineUrl}/page.br`, { ...korean, 'accept-encoding': 'br' }),
    ),
  ];
  const rendered = typeof renderedUrl === 'string' ? renderedUrl : await renderedUrl();
  return [...rows, report(await pair(`${name} (rendered each time)`, rendered, `${baselineUrl}/page`, korean))];
}

/** Both page caches off: every page rendered, every public answer read, for each request. */
const CACHES_OFF = { SITE_PAGE_CACHE_MB: '0', WEB_SHARED_PAGES: '0' };

/**
 * A fair's public exhibitor list (`GET /api/web/fair/exhibitors`) and its page (`/fair/<slug>`,
 * server-rendered) against the same bytes from bare Fastify: kept in the page cache (ADR 067),
 * and made for every request (a second server with both caches off).
 */
async function benchFairs() {
  const cached = await fairOnServer({});
  const uncached = await fairOnServer(CACHES_OFF);
  const korean = { 'accept-language': 'ko' };
  try {
    const pageHtml = await (await fetch(cached.pageUrl, { headers: korean })).text();
    return await withBaseline(
      {
        BASELINE_JSON: cached.listJson,
        BASELINE_HTML: pageHtml,
      },
      async (baselineUrl) => {
        const list = (name: string, fair: typeof cached) =>
          pair(`GET /api/web/fair/exhibitors (${name})`, fair.listUrl, `${baselineUrl}/json`, fair.headers);
        return [
          report(await list('kept', cached)),
          report(await list('read each time', uncached)),
          ...(await keptPageRows('GET /fair/{slug}', cached.pageUrl, uncached.pageUrl, baselineUrl)),
        ];
      },
    );
  } finally {
    await stopServers(cached.server, uncached.server);
  }
}

/** A gallery's published work, with an artist, on a server of its own; its public page's address. */
async function publicWorkOnServer(env: NodeJS.ProcessEnv) {
  const server = await startServer({ env: { LOG_LEVEL: 'warn', ...env } });
  const { auth, gid, aids } = await galleryWithWorks(server, 'work@gallery.test', 1);
  const form = new FormData();
  form.append('data', JSON.stringify({ published: true, medium: { type: 'painting', text: 'Oil on canvas' } }));
  const published = await fetch(`${server.url}/api/artwork`, {
    method: 'PUT',
    headers: { ...auth, gid, aid: aids[0]! },
    body: form,
  });
  if (!published.ok) throw new Error(`PUT /artwork: ${published.status} ${await published.text()}`);
  return { server, pageUrl: `${server.url}/works/${aids[0]}` };
}

/**
 * A published work's public page (`/works/{aid}`, where search and shared links land), kept
 * behind the tags of what it shows (ADR 068) and rendered for every request, against bare Fastify.
 */
async function benchPublicWork() {
  const cached = await publicWorkOnServer({});
  const uncached = await publicWorkOnServer(CACHES_OFF);
  try {
    const pageHtml = await (await fetch(cached.pageUrl, { headers: { 'accept-language': 'ko' } })).text();
    return await withBaseline({ BASELINE_HTML: pageHtml }, (baselineUrl) =>
      keptPageRows('GET /works/{aid}', cached.pageUrl, uncached.pageUrl, baselineUrl),
    );
  } finally {
    await stopServers(cached.server, uncached.server);
  }
}

/**
 * The opportunities' list (`/opportunities`, the demo's open calls and residencies), kept until an
 * admin changes one or the first of its countdowns moves on (ADR 071) and rendered for every
 * request, against bare Fastify.
 */
async function benchOpportunities() {
  const demo = { LOG_LEVEL: 'warn', SEED_DEMO: 'true' };
  const [cached, uncached] = await Promise.all([
    startServer({ env: demo }),
    startServer({ env: { ...demo, ...CACHES_OFF } }),
  ]);
  try {
    const page = (server: RunningServer) => `${server.url}/opportunities`;
    const pageHtml = await (await fetch(page(cached), { headers: { 'accept-language': 'ko' } })).text();
    return await withBaseline({ BASELINE_HTML: pageHtml }, (baselineUrl) =>
      keptPageRows('GET /opportunities', page(cached), page(uncached), baselineUrl),
    );
  } finally {
    await stopServers(cached, uncached);
  }
}

/**
 * The demo gallery's home (`GET /api/workspace/today`: purchases, holds, sales, messages, room
 * opens, fairs and figures in one call, read live each time), against the same bytes from bare
 * Fastify.
 */
async function benchToday() {
  const server = await startServer({ env: { LOG_LEVEL: 'warn', SEED_DEMO: 'true' } });
  try {
    const authorization = await bearerFor(server.url, 'gallery@demo.vernissage.kr');
    const headers = { authorization, gid: await firstWorkspaceOf(server.url, authorization) };
    const todayUrl = `${server.url}/api/workspace/today`;
    const today = await fetch(todayUrl, { headers });
    if (!today.ok) throw new Error(`GET /workspace/today: ${today.status}`);
    return await withBaseline({ BASELINE_JSON: await today.text() }, async (baselineUrl) => [
      report(
        await pair("GET /api/workspace/today (the demo gallery's home)", todayUrl, `${baselineUrl}/json`, headers),
      ),
    ]);
  } finally {
    await stopServers(server);
  }
}

/** A signed-in gallery's plan (`GET /api/billing/plan`) and billing page, against the same bytes from bare Fastify. */
async function benchBilling() {
  const server = await startServer({ env: { LOG_LEVEL: 'warn' } });
  try {
    const { auth } = await galleryWithWorks(server, 'billing@gallery.test', 0);
    const headers = { ...auth, 'accept-language': 'ko' };
    const planJson = await (await fetch(`${server.url}/api/billing/plan`, { headers })).text();
    const pageHtml = await (await fetch(`${server.url}/account/billing`, { headers })).text();
    return await withBaseline({ BASELINE_JSON: planJson, BASELINE_HTML: pageHtml }, async (baselineUrl) => {
      return [
        report(await pair('GET /api/billing/plan', `${server.url}/api/billing/plan`, `${baselineUrl}/json`, headers)),
        report(
          await pair(
            'GET /account/billing (server-rendered)',
            `${server.url}/account/billing`,
            `${baselineUrl}/page`,
            headers,
          ),
        ),
      ];
    });
  } finally {
    await stopServers(server);
  }
}

async function benchInventory() {
  const dataDir = await makeDataDir();
  const env = { LOG_LEVEL: 'warn', ...(DATABASE_URL && { DATABASE_URL }) };
  const email = 'bench@gallery.test';
  const password = 'bench password';
  let server: RunningServer | null = await startServer({ dataDir, env });
  try {
    await fetch(`${server.url}/api/user/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, name: 'Bench Gallery', type: 0, allowMarketing: false }),
    });
    await server.stop();
    server = null;

    const database = await openBenchDatabase(dataDir, DATABASE_URL);
    const gid = await fillInventory(database, email);
    await database.close();

    const query = `page=${Math.floor(INVENTORY_SIZE / 50 / 2)}&size=50`;
    const baseline = await startChild('bench/inventory-baseline-server.ts', {
      BENCH_DATA_DIR: dataDir,
      BENCH_GID: gid,
      BENCH_DATABASE_URL: DATABASE_URL ?? '',
    });
    await warmUp(`${baseline.url}/inventory?${query}`);
    const bare = await measure('GET /inventory 50 of 10,000 (raw driver)', `${baseline.url}/inventory?${query}`, {
      seconds: SECONDS,
      connections: CONNECTIONS,
    });
    await baseline.stop();

    server = await startServer({ dataDir, env });
    const signIn = await fetch(`${server.url}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id: email, oauth: 'credentials', password }),
    });
    const login = (await signIn.json()) as { accessToken: string };
    const headers = { authorization: `Bearer ${login.accessToken}`, gid };
    const url = `${server.url}/api/inventory?${query}`;
    const check = await fetch(url, { headers });
    if (!check.ok) throw new Error(`inventory answered ${check.status}: ${await check.text()}`);
    await warmUp(url, headers);
    const app = await measure('GET /api/inventory 50 of 10,000', url, {
      seconds: SECONDS,
      connections: CONNECTIONS,
      headers,
    });
    const api = report({ baseline: bare, app });

    // The page a gallery opens most, signed in: made for its person on every request (never kept).
    const pageHeaders = { cookie: cookiesSetBy(signIn), 'accept-language': 'ko' };
    const pageUrl = `${server.url}/inventory?${query}`;
    const page = await fetch(pageUrl, { headers: pageHeaders, redirect: 'manual' });
    const html = await page.text();
    if (!page.ok || !html.includes('data-testid="inventory-card"')) {
      throw new Error(`the inventory page answered ${page.status} without its works`);
    }
    const rendered = await withBaseline({ BASELINE_HTML: html }, async (baselineUrl) =>
      // One connection: the time of one render, without queueing behind others.
      report(
        await pair('GET /inventory signed in (rendered)', pageUrl, `${baselineUrl}/page`, pageHeaders, {
          connections: 1,
        }),
      ),
    );
    return { api, page: rendered };
  } finally {
    await server?.stop();
    await removeDataDir(dataDir);
  }
}

/** The typical search: a partial Korean name with a medium facet, one page of 20 with facet counts. */
const SEARCH_QUERY = `q=${encodeURIComponent('김환')}&medium=painting&size=20`;

/**
 * Search over 100,000 generated works (PostgreSQL with BENCH_DATABASE_URL, else PGlite), through
 * the API and beside a bare Fastify sending the search repository's own SQL on the driver: the
 * typical query asked again and again (the API answers it from the page cache, ADR 032), and
 * 2,200 different typical queries in turn (every partial artist name with every medium), which
 * the cache never answers.
 */
async function benchSearch() {
  const dataDir = await makeDataDir();
  const env = { LOG_LEVEL: 'warn', ...(DATABASE_URL && { DATABASE_URL }) };
  let server: RunningServer | null = await startServer({ dataDir, env });
  const works = SEARCH_WORKS.toLocaleString('en');
  const options = { seconds: SECONDS, connections: CONNECTIONS };
  try {
    const email = 'bench-search@gallery.test';
    await fetch(`${server.url}/api/user/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'bench password', name: 'Bench Search', type: 0, allowMarketing: false }),
    });
    await server.stop();
    server = null;

    const database = await openBenchDatabase(dataDir, DATABASE_URL);
    await fillSearchWorks(database, email);
    await database.close();

    const baseline = await startChild('bench/search-baseline-server.ts', {
      BENCH_DATA_DIR: dataDir,
      BENCH_DATABASE_URL: DATABASE_URL ?? '',
    });
    const bareUrl = `${baseline.url}/search?${SEARCH_QUERY}`;
    await warmUp(bareUrl);
    const bare = await measure(`GET /search of ${works} (plain SQL)`, bareUrl, options);
    const bareVaried = await measure(`GET /search, 2,200 queries (plain SQL)`, bareUrl, {
      ...options,
      paths: searchPaths('/search'),
    });
    await baseline.stop();

    server = await startServer({ dataDir, env });
    const url = `${server.url}/api/search?${SEARCH_QUERY}`;
    const check = await fetch(url);
    if (!check.ok) throw new Error(`search answered ${check.status}: ${await check.text()}`);
    const answer = (await check.json()) as { total: number };
    console.log(`search "김환" + medium=painting finds ${answer.total} of ${works} works`);
    const varied = await measure(`GET /api/search, 2,200 queries (no cache)`, url, {
      ...options,
      paths: searchPaths('/api/search'),
    });
    await warmUp(url);
    const app = await measure(`GET /api/search of ${works} (kept)`, url, options);
    const rows = { uncached: report({ baseline: bareVaried, app: varied }), kept: report({ baseline: bare, app }) };

    // The page of those results, kept by its address (ADR 069), then rendered for every request on
    // the same data, as before that decision (the server started again with the shared pages off;
    // the answer is still kept).
    const path = `/search?${SEARCH_QUERY}`;
    const pageHtml = await (await fetch(`${server.url}${path}`, { headers: { 'accept-language': 'ko' } })).text();
    console.log(
      `Search page: ${(Buffer.byteLength(pageHtml) / 1024).toFixed(1)} KB HTML (${(brotliCompressSync(pageHtml).length / 1024).toFixed(1)} KB brotli)\n`,
    );
    const page = await withBaseline({ BASELINE_HTML: pageHtml }, (baselineUrl) =>
      keptPageRows(
        'GET /search?q=김환&medium=painting',
        `${server!.url}${path}`,
        async () => {
          await server!.stop();
          server = await startServer({ dataDir, env: { ...env, WEB_SHARED_PAGES: '0' } });
          return `${server.url}${path}`;
        },
        baselineUrl,
      ),
    );
    return { ...rows, page };
  } finally {
    await server?.stop();
    await removeDataDir(dataDir);
  }
}

/** Every partial artist name of the bench data (surname and first syllable) with every medium. */
function searchPaths(path: string): string[] {
  const paths: string[] = [];
  for (const name of SEARCH_PARTIAL_NAMES)
    for (const medium of MEDIUM_TYPES) paths.push(`${path}?q=${encodeURIComponent(name)}&medium=${medium}&size=20`);
  return paths;
}

async function main() {
  const sections = (
    process.env.BENCH_SECTIONS ??
    'http,rooms,site,billing,today,fairs,works,opportunities,inventory,search,images,uploads'
  ).split(',');
  console.log(
    `\nVernissage bench — ${SECONDS}s each, ${CONNECTIONS} connections, node ${process.version}, inventory and search on ${DATABASE_URL ? 'PostgreSQL' : 'PGlite'}\n`,
  );
  const results: Record<string, unknown> = {};
  if (sections.includes('http')) results.http = await benchHttp();
  if (sections.includes('rooms')) results.rooms = await benchRooms();
  if (sections.includes('site')) results.site = await benchSite();
  if (sections.includes('billing')) results.billing = await benchBilling();
  if (sections.includes('today')) results.today = await benchToday();
  if (sections.includes('fairs')) results.fairs = await benchFairs();
  if (sections.includes('works')) results.works = await benchPublicWork();
  if (sections.includes('opportunities')) results.opportunities = await benchOpportunities();
  if (sections.includes('inventory')) results.inventory = await benchInventory();
  if (sections.includes('search')) results.search = await benchSearch();
  if (sections.includes('images')) {
    const images = await benchImages();
    console.log(
      `Image ingest, ${images.megapixels} MP JPEG: bare sharp pipeline ${images.bareMs.toFixed(0)} ms, ingest ${images.ingestMs.toFixed(0)} ms → ${images.ratio.toFixed(2)}× the bare pipeline (median of ${images.rounds})\n`,
    );
    results.images = images;
  }
  if (sections.includes('uploads')) {
    const uploads = await benchUploads();
    const ms = (value: number) => `${value.toFixed(0)} ms`;
    console.log(
      `Upload of a ${uploads.megapixels} MP photo as a work (${(uploads.bytes / 1e6).toFixed(1)} MB, median of ${uploads.rounds}): ` +
        `without a key ${ms(uploads.plainMs)}, with an Idempotency-Key ${ms(uploads.keyedMs)} → ${uploads.keyedRatio.toFixed(2)}×; ` +
        `sent again with the answered key ${ms(uploads.againMs)} → ${uploads.againRatio.toFixed(2)}× (nothing made again)\n`,
    );
    results.uploads = uploads;
  }
  const out = path.join(REPO_ROOT, 'bench/results');
  await fs.mkdir(out, { recursive: true });
  await fs.writeFile(
    path.join(out, 'latest.json'),
    JSON.stringify({ at: new Date().toISOString(), seconds: SECONDS, connections: CONNECTIONS, results }, null, 2),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
