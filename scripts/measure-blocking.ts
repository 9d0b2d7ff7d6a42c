/**
 * How long app pages block a slow phone's main thread as they start, measured in Chromium with its
 * processor really slowed (not Lighthouse's simulation, which times the tasks of an unslowed load
 * and multiplies them): on the built server with the demo data, each page loaded cold (a new
 * browser context) a number of times, phone-sized, and from the browser's long-task entries the
 * part of each task over 50 ms after the first contentful paint, until three seconds after the page
 * marked itself hydrated (Lighthouse's total blocking time, counted on the real load).
 *
 * Prints, per page, each load's blocking time, the median and the median longest task. Pages:
 * `/login` and `/pricing` without a session, the inventory and the dashboard signed in as the demo
 * gallery.
 *
 * `npm run measure:blocking` (builds first); `-- --only=inventory` for some pages, `-- --loads=10`
 * loads per page (6 by default), `-- --slowdown=8` the processor slowdown (4 by default, as
 * Lighthouse's phone; 8 is a phone on a machine half as fast). Loads vary by a third from one to the
 * next: compare two builds with several rounds, alternated.
 */
import { chromium, type Browser } from 'playwright-core';
import { chromiumExecutable } from '../e2e/support/browser.js';
import { removeDataDir, startServer } from '../e2e/support/server.js';
import { firstScreens } from './demo-pages.js';

const option = (name: string) =>
  process.argv.find((argument) => argument.startsWith(`--${name}=`))?.slice(`--${name}=`.length);
const ONLY = option('only')?.split(',');
const LOADS = Number(option('loads') ?? 6);
const SLOWDOWN = Number(option('slowdown') ?? 4);
if (!Number.isInteger(LOADS) || LOADS < 1) throw new Error('--loads takes a whole number of loads, 1 or more');
if (!(SLOWDOWN >= 1)) throw new Error('--slowdown takes a factor of 1 or more');

/** Lighthouse's phone: a Moto G Power's screen. */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

interface PageLoad {
  /** The part of each long task over 50 ms, from the first contentful paint on. */
  blockingMs: number;
  longestTaskMs: number;
}

/** Collects the page's long tasks from its start (set up before any of its scripts runs). */
function recordLongTasks() {
  const tasks: [number, number][] = [];
  Object.assign(window, { longTasks: tasks });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
}

async function loadOnce(browser: Browser, url: string, cookie: string | undefined): Promise<PageLoad> {
  const context = await browser.newContext({ ...PHONE, ...(cookie && { extraHTTPHeaders: { cookie } }) });
  try {
    await context.addInitScript(recordLongTasks);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
    await page.goto(url);
    // A page that sent the browser elsewhere (to sign in) would be measured in its place.
    if (new URL(page.url()).pathname !== new URL(url).pathname) throw new Error(`${url} led to ${page.url()}`);
    await page.waitForSelector('html[data-hydrated]', { timeout: 120_000 });
    await page.waitForTimeout(3_000);
    return await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
      const tasks = (window as unknown as { longTasks: [number, number][] }).longTasks;
      return {
        blockingMs: tasks.filter(([start]) => start >= paint).reduce((sum, [, ms]) => sum + Math.max(0, ms - 50), 0),
        longestTaskMs: Math.max(0, ...tasks.map(([, ms]) => ms)),
      };
    });
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

const server = await startServer({ env: { SEED_DEMO: 'true' } });
const browser = await chromium.launch({ executablePath: await chromiumExecutable(), args: ['--no-sandbox'] });
try {
  const pages = (await firstScreens(server.url)).pages.filter((page) => !ONLY || ONLY.includes(page.name));
  console.log(`Blocking time after the first paint, processor slowed ${SLOWDOWN}×, ${LOADS} cold loads per page`);
  for (const page of pages) {
    const loads: PageLoad[] = [];
    for (let load = 0; load < LOADS; load += 1)
      loads.push(await loadOnce(browser, `${server.url}${page.path}`, page.cookie));
    const blocking = loads.map((load) => Math.round(load.blockingMs));
    console.log(
      `${page.name.padEnd(10)} median ${String(median(blocking)).padStart(4)} ms (loads: ${blocking.join(', ')}); longest task median ${Math.round(median(loads.map((load) => load.longestTaskMs)))} ms`,
    );
  }
} finally {
  await browser.close();
  await server.stop();
  await removeDataDir(server.dataDir);
}
