/**
 * The initial JavaScript of app pages (issue 15, item 3: under 150 KB brotli per page): what the
 * browser downloads for a page before anyone touches it, on the built server with the demo data.
 *
 * For `/login`, `/pricing`, the signed-in `/inventory` and `/`, and the demo fair's public page
 * (its layout shares the root with the app's), it counts at the size of the build's brotli copy of
 * each file (what the server sends, ADR 030):
 * - **HTML**: every script the server-rendered HTML names (module preloads, the module script's
 *   imports, the preloads paint-first adds after the first paint: lib/paint-first.ts) and every
 *   module those import statically (the browser fetches those too, preload or not);
 * - **browser**: every script Chromium fetched from opening the page until it was hydrated and
 *   the network was quiet (so also what the page loads lazily at once), and the translation files
 *   (the language's one file, loaded after hydration), beside the translations the HTML carries
 *   (brotli of that block alone; the page is sent compressed as a whole).
 *
 * `npm run measure:js` (builds first); `-- --only=login,inventory` for some pages; `-- --files`
 * lists each page's scripts by size. Exits non-zero when a page's scripts are over the budget.
 */
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromiumExecutable } from '../e2e/support/browser.js';
import { REPO_ROOT, removeDataDir, startServer } from '../e2e/support/server.js';
import { demoFairPath, firstScreens } from './demo-pages.js';

const BUDGET_KB = 150;
const CLIENT_DIR = path.join(REPO_ROOT, 'apps/web/build/client');
const ONLY = process.argv
  .find((argument) => argument.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const LIST_FILES = process.argv.includes('--files');

/** A build file's size as sent: its brotli copy when the build wrote one, else the file itself. */
function sentBytes(urlPath: string): number {
  const file = path.join(CLIENT_DIR, decodeURIComponent(urlPath));
  if (fs.existsSync(`${file}.br`)) return fs.statSync(`${file}.br`).size;
  return fs.existsSync(file) ? fs.statSync(file).size : 0;
}

/** `import … from "./x.js"`, `import "./x.js"` and `export … from "./x.js"`: fetched before the module runs. */
const STATIC_IMPORT = /(?:\bimport|\bexport)\s*(?:[\w*{}\s,$]+?\s*from\s*)?["']([^"']+\.js)["']/g;
/**
 * Scripts the HTML has the browser load: module preloads, script files, the module script's
 * imports and the preloads paint-first adds after the paint. (Not the route manifest inlined
 * beside them: it also describes routes the page may lead to, which load only if it does.)
 */
const HTML_SCRIPT = [
  /<link rel="modulepreload"[^>]*? href="([^"]+)"/g,
  /<script[^>]* src="([^"]+\.js)"/g,
  /\bimport\s*\(?\s*"([^"]+\.js)"/g,
];
const PAINT_FIRST_PRELOADS = /const preloads = (\[[^\]]*\]);/g;

/** The scripts the HTML names and, through their static imports, every module they need to run. */
function scriptsOfHtml(html: string): Set<string> {
  const found = new Set<string>();
  const queue = [
    ...HTML_SCRIPT.flatMap((pattern) => [...html.matchAll(pattern)].map((match) => match[1]!)),
    ...[...html.matchAll(PAINT_FIRST_PRELOADS)].flatMap((match) => JSON.parse(match[1]!) as string[]),
  ];
  while (queue.length) {
    const url = queue.pop()!;
    if (found.has(url)) continue;
    found.add(url);
    const file = path.join(CLIENT_DIR, url);
    if (!fs.existsSync(file)) continue;
    for (const [, specifier] of fs.readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      queue.push(path.posix.join(path.posix.dirname(url), specifier!));
    }
  }
  return found;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const total = (urls: Iterable<string>) => [...urls].reduce((sum, url) => sum + sentBytes(url), 0);

async function main() {
  const server = await startServer({ env: { SEED_DEMO: 'true' } });
  const browser = await chromium.launch({
    executablePath: await chromiumExecutable(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking'],
  });
  let over = false;
  try {
    const { cookie, pages: screens } = await firstScreens(server.url);
    const pages = [...screens, { name: 'public-fair', path: await demoFairPath(server.url, cookie) }].filter(
      ({ name }) => !ONLY || ONLY.includes(name),
    );
    console.log(
      'page        HTML-named JS (files, KB br)   browser JS (files, KB br)   translations (files, KB br; carried in the HTML)',
    );
    for (const page of pages) {
      const headers = { 'accept-language': 'ko', ...(page.cookie && { cookie: page.cookie }) };
      const html = await (await fetch(`${server.url}${page.path}`, { headers })).text();
      const named = scriptsOfHtml(html);

      const context = await browser.newContext({ locale: 'ko-KR', extraHTTPHeaders: headers });
      const tab = await context.newPage();
      const fetched = new Set<string>();
      tab.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (pathname.endsWith('.js') || pathname.endsWith('.json')) fetched.add(pathname);
      });
      await tab.goto(`${server.url}${page.path}`);
      await tab.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
      await tab.waitForLoadState('networkidle');
      await context.close();
      const scripts = [...fetched].filter((url) => url.endsWith('.js'));
      const translations = [...fetched].filter((url) => url.startsWith('/locales/'));
      const browserKb = total(scripts) / 1024;
      over ||= browserKb > BUDGET_KB || total(named) / 1024 > BUDGET_KB;
      const carried =
        /<script type="application\/json" id="page-translations"[^>]*>[\s\S]*?<\/script>/.exec(html)?.[0] ?? '';
      console.log(
        `${page.name.padEnd(12)}${`${named.size}, ${kb(total(named))}`.padEnd(31)}${`${scripts.length}, ${kb(total(scripts))}`.padEnd(28)}${translations.length}, ${kb(total(translations))}; ${kb(brotliCompressSync(carried).length)}`,
      );
      if (LIST_FILES) {
        for (const url of [...new Set([...named, ...scripts])].sort((a, b) => sentBytes(b) - sentBytes(a))) {
          const where = named.has(url) ? (scripts.includes(url) ? '' : ' (HTML only)') : ' (browser only)';
          console.log(`    ${kb(sentBytes(url)).padStart(6)}  ${url}${where}`);
        }
      }
    }
  } finally {
    await browser.close();
    await server.stop();
    await removeDataDir(server.dataDir);
  }
  if (over) {
    console.log(`Over the budget of ${BUDGET_KB} KB of scripts per page.`);
    process.exitCode = 1;
  }
}

await main();
