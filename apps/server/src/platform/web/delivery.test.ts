import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { injectMultipart } from '../../test/multipart.js';
import { createUser, type SignedInUser } from '../../test/users.js';
import { WEB_ROOT } from './web-app.js';

/**
 * Fast delivery (issue 15, ADR 030): every text answer compressed when the client accepts it;
 * the build's assets sent precompressed with immutable caching; pages the same for every visitor
 * without a session rendered once and answered like static files, with their inline scripts
 * allowed by hash rather than by a nonce shared among visitors. Needs the built web app.
 */

let t: TestApp;
let gallery: SignedInUser;
/** Statements sent while `recording`. */
let recording = false;
const statements: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ web: 'production', onQuery: (query) => void (recording && statements.push(query)) });
  gallery = await createUser(t.app, t.database.db, { type: 0 });
});
afterAll(() => t?.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

function decoded(answer: { headers: Record<string, unknown>; rawPayload: Buffer }): string {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(answer.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(answer.rawPayload).toString();
  return answer.rawPayload.toString();
}

/** The built stylesheet and script of the web app, as the build wrote them. */
function builtAsset(extension: string): string {
  const assets = path.join(WEB_ROOT, 'build/client/assets');
  const file = fs
    .readdirSync(assets)
    .filter((name) => name.endsWith(extension))
    .sort((a, b) => fs.statSync(path.join(assets, b)).size - fs.statSync(path.join(assets, a)).size)[0];
  if (!file) throw new Error(`no ${extension} in the build`);
  return `/assets/${file}`;
}

describe('compression', () => {
  it.each([
    ['a server-rendered page', '/login'],
    ['a signed-in page', '/inventory'],
    ['API JSON', '/api/openapi.json'],
    ['a page that is not found', '/no-such-page'],
  ])('compresses %s with brotli or gzip as the client prefers, and not without Accept-Encoding', async (_name, url) => {
    const cookie: Record<string, string> = url === '/inventory' ? { cookie: gallery.cookie } : {};
    const plain = await get(url, cookie);
    const brotli = await get(url, { ...cookie, 'accept-encoding': 'gzip, deflate, br' });
    const gzip = await get(url, { ...cookie, 'accept-encoding': 'gzip' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(String(brotli.headers.vary)).toMatch(/accept-encoding/i);
    for (const answer of [brotli, gzip]) {
      expect(answer.statusCode).toBe(plain.statusCode);
      expect(answer.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    }
    // Same document (a page's nonce and ids differ per render, so compare its shape).
    if (url.startsWith('/api/openapi')) expect(decoded(brotli)).toBe(plain.body);
    else expect(decoded(gzip).length).toBeGreaterThan(plain.body.length * 0.9);
  });

  it('refuses brotli when the client says q=0, and sends small answers as they are', async () => {
    const answer = await get('/login', { 'accept-encoding': 'br;q=0, gzip' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    const health = await get('/api/health', { 'accept-encoding': 'br' });
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toMatchObject({ status: 'ok' });
  });

  it('sends the built assets precompressed, byte for byte the build’s copy, cached for a year', async () => {
    for (const url of [builtAsset('.css'), builtAsset('.js')]) {
      const file = path.join(WEB_ROOT, 'build/client', url);
      const brotli = await get(url, { 'accept-encoding': 'br, gzip' });
      expect(brotli.statusCode).toBe(200);
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotli.rawPayload.equals(fs.readFileSync(`${file}.br`))).toBe(true);
      expect(brotliDecompressSync(brotli.rawPayload).equals(fs.readFileSync(file))).toBe(true);
      expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const gzip = await get(url, { 'accept-encoding': 'gzip' });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gzip.rawPayload.equals(fs.readFileSync(`${file}.gz`))).toBe(true);
      const plain = await get(url);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.rawPayload.equals(fs.readFileSync(file))).toBe(true);
    }
  });

  it('leaves event streams uncompressed, so each event leaves as it happens', async () => {
    await new Promise<void>((resolve, reject) => {
      void t.app.listen({ port: 0, host: '127.0.0.1' }).then((address) => {
        const controller = new AbortController();
        fetch(`${address}/api/events`, {
          headers: { cookie: gallery.cookie, 'accept-encoding': 'br, gzip' },
          signal: controller.signal,
        })
          .then((answer) => {
            expect(answer.headers.get('content-type')).toMatch(/^text\/event-stream/);
            expect(answer.headers.get('content-encoding')).toBeNull();
            controller.abort();
            resolve();
          })
          .catch(reject);
      }, reject);
    });
  });
});

describe('pages shared by every visitor without a session', () => {
  it('renders /login once, then answers from what it kept, with no database work', async () => {
    const first = await get('/login?from=shared-test', { 'accept-language': 'en' });
    expect(first.statusCode).toBe(200);
    statements.length = 0;
    recording = true;
    const again = await get('/login?from=shared-test', { 'accept-language': 'en' });
    recording = false;
    expect(statements).toEqual([]);
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    const unchanged = await get('/login?from=shared-test', {
      'accept-language': 'en',
      'if-none-match': String(first.headers.etag),
    });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
  });

  it('keeps one copy per language', async () => {
    const english = await get('/pricing', { 'accept-language': 'en' });
    const korean = await get('/pricing', { 'accept-language': 'ko' });
    const byCookie = await get('/pricing', { 'accept-language': 'ko', cookie: 'lng=en' });
    expect(english.body).toContain('lang="en"');
    expect(korean.body).toContain('lang="ko"');
    expect(byCookie.body).toBe(english.body);
  });

  it('allows its inline scripts by their hashes, and carries no nonce', async () => {
    const answer = await get('/signup', { 'accept-language': 'ko' });
    const policy = String(answer.headers['content-security-policy']);
    expect(policy).not.toMatch(/nonce-/);
    expect(answer.body).not.toMatch(/\snonce="/);
    // Scripts the browser runs: not those loaded by `src`, nor the translations' JSON data block.
    const inline = [
      ...answer.body.matchAll(/<script\b(?![^>]*\bsrc=)(?![^>]*type="application\/json")[^>]*>([\s\S]*?)<\/script>/g),
    ].map((match) => match[1]!);
    expect(inline.length).toBeGreaterThan(0);
    for (const script of inline) {
      expect(policy).toContain(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
    }
  });

  it('carries the translations its text was read from, in its language, and no others', async () => {
    const carried = (body: string) =>
      JSON.parse(
        /<script type="application\/json" id="page-translations"[^>]*>([\s\S]*?)<\/script><\/body>/.exec(body)![1]!,
      ) as Record<string, Record<string, Record<string, unknown>>>;
    const korean = carried((await get('/signup', { 'accept-language': 'ko' })).body);
    expect(Object.keys(korean)).toEqual(['ko']);
    expect(Object.keys(korean.ko!).sort()).toEqual(['auth', 'common', 'pages']);
    expect(korean.ko!.auth).toEqual(
      JSON.parse(fs.readFileSync(path.join(WEB_ROOT, 'public/locales/ko/auth.json'), 'utf8')),
    );
    const english = carried((await get('/pricing', { 'accept-language': 'en' })).body);
    expect(Object.keys(english)).toEqual(['en']);
    expect(Object.keys(english.en!)).toContain('pricing');
    expect(Object.keys(english.en!)).not.toContain('inventory');
    // A signed-in page carries what its own screen shows, rendered for this request.
    const inventory = carried((await get('/inventory', { cookie: gallery.cookie, 'accept-language': 'ko' })).body);
    expect(Object.keys(inventory.ko!)).toEqual(expect.arrayContaining(['common', 'inventory', 'workspace']));
    expect(Object.keys(inventory.ko!)).not.toContain('contests');
  });

  it('tells the browser to load its Intl data before hydrating only when the render formatted through Intl', async () => {
    // Prices are written without Intl (ADR 074): a won and a dollar price on the inventory.
    for (const price of [
      { amount: 1_250_000, currency: 'KRW' },
      { amount: 120.5, currency: 'USD' },
    ]) {
      const created = await injectMultipart(t.app, {
        method: 'POST',
        url: '/api/artwork',
        data: { title: `Priced in ${price.currency}`, price },
        headers: { ...gallery.auth, gid: gallery.gid },
      });
      expect(created.statusCode, created.body).toBe(200);
    }
    const marked = (body: string) => /<script type="application\/json" id="page-translations" data-formats>/.test(body);
    const inventory = await get('/inventory', { cookie: gallery.cookie, 'accept-language': 'en' });
    expect(inventory.body).toContain('₩1,250,000');
    expect(inventory.body).toContain('$120.50');
    expect(marked(inventory.body)).toBe(false);
    for (const language of ['ko', 'en']) {
      expect(marked((await get('/login', { 'accept-language': language })).body)).toBe(false);
      expect(marked((await get('/pricing', { 'accept-language': language })).body)).toBe(false);
    }
    // The billing page writes the dates of the plan's period: its render formats through Intl.
    const billing = await get('/account/billing', { cookie: gallery.cookie, 'accept-language': 'ko' });
    expect(billing.statusCode).toBe(200);
    expect(marked(billing.body)).toBe(true);
  });

  it('loads the scripts of a page once it has painted, kept or rendered', async () => {
    for (const answer of [await get('/login'), await get('/inventory', { cookie: gallery.cookie })]) {
      expect(answer.statusCode).toBe(200);
      // Nothing asks for a script before the first paint: no preload, no static import.
      expect(answer.body).not.toContain('rel="modulepreload"');
      const router = /<script[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/.exec(answer.body)?.[1] ?? '';
      expect(router).toMatch(/^await new Promise\(.*requestAnimationFrame/);
      expect(router).not.toMatch(/^\s*import /m);
      expect(router).toMatch(/const route0 = await import\("\/assets\/root-[\w-]+\.js"\);/);
      expect(router).toMatch(/rel: 'modulepreload'/);
    }
  });

  it("evaluates a page's chunks one by one, each after the chunks it imports, then its route modules and the entry", async () => {
    // What each built chunk imports, read from the files the build wrote.
    const importsOf = (url: string) => {
      const code = fs.readFileSync(path.join(WEB_ROOT, 'build/client', url), 'utf8');
      return [...code.matchAll(/(?:\bfrom|\bimport)\s*"\.\/([\w.-]+\.js)"/g)].map((match) => `/assets/${match[1]}`);
    };
    for (const answer of [await get('/login'), await get('/inventory', { cookie: gallery.cookie })]) {
      const router = /<script[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/.exec(answer.body)?.[1] ?? '';
      const preloads = JSON.parse(/const preloads = (\[.*\]);/.exec(router)?.[1] ?? '[]') as string[];
      const ahead = JSON.parse(
        /for \(const href of (\[.*\])\) await import\(href\);/.exec(router)?.[1] ?? '[]',
      ) as string[];
      const entry = /^import\(("[^"]+")\);$/m.exec(router)?.[1];
      expect(entry).toMatch(/entry\.client/);
      // Every chunk the page preloads, but the entry and React Router's manifest (a plain script).
      expect(preloads.length).toBeGreaterThan(5);
      expect([...ahead].sort()).toEqual(
        preloads.filter((url) => url !== JSON.parse(entry!) && !/\/manifest-/.test(url)).sort(),
      );
      for (const [index, url] of ahead.entries()) {
        for (const imported of importsOf(url))
          expect(ahead.indexOf(imported), `${url} imports ${imported}`).toBeLessThan(index);
      }
      expect(router.indexOf('await import(href)')).toBeLessThan(router.indexOf('const route0 = await import('));
    }
  });

  it("holds the first paint for one stylesheet, the app's, on pages whose components bring styles of their own", async () => {
    // The inventory and its import show Mantine's drop zones, whose styles are in the app's
    // stylesheet rather than in a route stylesheet the first paint would also wait for (ADR 055).
    for (const url of ['/login', '/inventory', '/inventory/import']) {
      const answer = await get(url, url === '/login' ? {} : { cookie: gallery.cookie });
      expect(answer.statusCode, url).toBe(200);
      const stylesheets = [...answer.body.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map(
        (link) => link[1],
      );
      expect(stylesheets, url).toEqual([builtAsset('.css')]);
    }
  });

  it('renders each time for a signed-in person, who gets their own page with a fresh nonce', async () => {
    const one = await get('/pricing', { cookie: gallery.cookie });
    const two = await get('/pricing', { cookie: gallery.cookie });
    expect(one.statusCode).toBe(200);
    expect(one.headers['cache-control']).toBeUndefined();
    expect(one.headers.etag).toBeUndefined();
    const nonce = (answer: typeof one) =>
      /'nonce-([^']+)'/.exec(String(answer.headers['content-security-policy']))?.[1];
    expect(nonce(one)).toBeTruthy();
    expect(nonce(one)).not.toBe(nonce(two));
    expect(one.body).toContain(`nonce="${nonce(one)}"`);
  });

  it('renders each time the pages that are not shared', async () => {
    const one = await get('/tutorial');
    expect(one.headers.etag).toBeUndefined();
    expect(String(one.headers['content-security-policy'])).toMatch(/'nonce-/);
  });
});
