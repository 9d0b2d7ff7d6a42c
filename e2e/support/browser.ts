import { execFile } from 'node:child_process';
import { constants } from 'node:fs';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { chromium, type BrowserContext, type Locator, type Page, type Route } from 'playwright-core';
import { expect } from 'vitest';
import { REPO_ROOT } from './server.js';

export const SCREENSHOT_DIR = path.join(REPO_ROOT, 'test-results', 'screenshots');
const DEBIAN_CHROMIUM = '/usr/bin/chromium';

// Without the background-networking flags Chromium keeps dialling out on this closed network.
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

let executable: Promise<string> | undefined;

/** The browsers the running journey file has open, for `reportOpenBrowsers` when a step fails. */
const openSessions = new Set<BrowserSession>();

/**
 * The Chromium the journeys run in: `CHROMIUM_PATH` when set, else Debian's at /usr/bin/chromium
 * when installed, else the one the npm package `@sparticuz/chromium` ships (a headless shell,
 * unpacked once per package version into the temp directory), so `npm install && npm test` needs
 * nothing installed by hand.
 */
export function chromiumExecutable(): Promise<string> {
  executable ??= findChromium();
  return executable;
}

async function findChromium(): Promise<string> {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  if (await isExecutable(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  return unpackPackagedChromium();
}

/**
 * The package's `executablePath()` decompresses its brotli'd binary into `os.tmpdir()` and reuses
 * whatever `chromium` it finds there, even one another run is still writing. So it runs in a child
 * process whose TMPDIR is a fresh staging directory, which is then renamed into place in one step:
 * concurrent runs never see half a binary, and the first one to finish wins.
 */
async function unpackPackagedChromium(): Promise<string> {
  const entry = createRequire(import.meta.url).resolve('@sparticuz/chromium');
  const packageJson = path.resolve(path.dirname(entry), '..', 'package.json');
  const { version } = JSON.parse(await fs.readFile(packageJson, 'utf8')) as { version: string };
  const dir = path.join(os.tmpdir(), `vernissage-sparticuz-chromium-${version}`);
  const binary = path.join(dir, 'chromium');
  if (await isExecutable(binary)) return binary;

  const staging = await fs.mkdtemp(`${dir}-unpacking-`);
  try {
    const unpack = `const { default: chromium } = await import(${JSON.stringify(pathToFileURL(entry).href)});
      await chromium.executablePath();`;
    await promisify(execFile)(process.execPath, ['--input-type=module', '--eval', unpack], {
      env: { ...process.env, TMPDIR: staging },
    });
    await fs.rename(staging, dir).catch(async (error: unknown) => {
      if (!(await isExecutable(binary))) throw error; // else another run got there first
    });
  } finally {
    await fs.rm(staging, { recursive: true, force: true });
  }
  return binary;
}

function isExecutable(file: string): Promise<boolean> {
  return fs.access(file, constants.X_OK).then(
    () => true,
    () => false,
  );
}

export interface BrowserSession {
  context: BrowserContext;
  page: Page;
  /** Console errors, page errors and CSP violations seen so far. */
  problems: string[];
  /** The same problems with the address of the page they happened on. */
  problemsAt: { url: string; problem: string }[];
  screenshot(name: string): Promise<string>;
  close(): Promise<void>;
}

/** Chromium (see `chromiumExecutable`) with a fresh profile, watching for console errors on every page. */
export async function openBrowser(
  options: {
    viewport?: { width: number; height: number };
    locale?: string;
    /** A person's browser, where the page must not take the visit for a robot's (headless Chromium says it is one). */
    userAgent?: string;
    /** Host names this browser resolves to this machine (a site's own domain, as its DNS would). */
    localHosts?: string[];
    /**
     * The browser's time zone: Seoul's unless said, while the server runs on UTC (`startServer`),
     * so a page that wrote times in the server's zone would not hydrate as it was written.
     */
    timezoneId?: string;
  } = {},
): Promise<BrowserSession> {
  const profile = await fs.mkdtemp(path.join(os.tmpdir(), 'vernissage-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: await chromiumExecutable(),
    args: [
      ...CHROMIUM_ARGS,
      ...(options.localHosts?.length
        ? [`--host-resolver-rules=${options.localHosts.map((host) => `MAP ${host} 127.0.0.1`).join(',')}`]
        : []),
    ],
    viewport: options.viewport ?? { width: 1280, height: 800 },
    locale: options.locale ?? 'ko-KR',
    timezoneId: options.timezoneId ?? 'Asia/Seoul',
    ...(options.userAgent && { userAgent: options.userAgent }),
  });
  const problems: string[] = [];
  const problemsAt: { url: string; problem: string }[] = [];
  const record = (page: Page, problem: string) => {
    problems.push(problem);
    problemsAt.push({ url: page.url(), problem });
  };
  const watch = (page: Page) => {
    waitForHydrationOnNavigation(page);
    page.on('console', (message) => {
      if (message.type() === 'error') record(page, `console: ${message.text()}`);
    });
    page.on('pageerror', (error) => record(page, `page error: ${error.message}`));
  };
  // A refused eval or inline script may be caught by the page and never reach the console: say it there.
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  context.pages().forEach(watch);
  context.on('page', watch);
  const page = context.pages()[0] ?? (await context.newPage());
  await fs.mkdir(SCREENSHOT_DIR, { recursive: true });
  const session: BrowserSession = {
    context,
    page,
    problems,
    problemsAt,
    screenshot: async (name) => {
      const file = path.join(SCREENSHOT_DIR, `${name}.png`);
      // From the top: fixed headers of a scrolled page would land mid-picture.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: file, fullPage: true });
      return file;
    },
    close: async () => {
      openSessions.delete(session);
      await context.close();
      await fs.rm(profile, { recursive: true, force: true });
    },
  };
  openSessions.add(session);
  return session;
}

/**
 * What each open browser shows when a journey step has failed: a screenshot beside the others
 * (`failed-<step>-<n>.png`) and, printed to the test's output where CI keeps it, the page's
 * address, whether it hydrated, what its alerts and toasts say, the fields it marks invalid and the
 * last problems seen. A timeout alone does not say whether the form refused or the click was lost.
 */
export async function reportOpenBrowsers(step: string): Promise<void> {
  const slug = step
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
  let n = 0;
  for (const session of openSessions) {
    n += 1;
    const { page } = session;
    const shown = await within(session.screenshot(`failed-${slug}-${n}`), 10_000)
      .then((file) => path.relative(REPO_ROOT, file))
      .catch((error: unknown) => `no screenshot (${String(error).split('\n')[0]})`);
    const state = await within(
      page.evaluate(() => {
        const text = (element: Element | null) => element?.textContent?.replace(/\s+/g, ' ').trim().slice(0, 200) ?? '';
        return {
          hydrated: document.documentElement.dataset.hydrated === 'true',
          messages: [...document.querySelectorAll('[role="alert"], [role="status"]')].map(text).filter(Boolean),
          invalid: [...document.querySelectorAll('[aria-invalid="true"]')].map((field) => {
            const described = field.getAttribute('aria-describedby');
            const message = described ? text(document.getElementById(described.split(' ')[0]!)) : '';
            return `${field.getAttribute('name') ?? field.getAttribute('data-testid') ?? field.tagName}: ${message}`;
          }),
        };
      }),
      10_000,
    ).catch((error: unknown) => `page not readable (${String(error).split('\n')[0]})`);
    console.log(
      [
        `After the failed step "${step}", browser ${n} of ${openSessions.size}:`,
        `  page: ${page.url()}`,
        `  screenshot: ${shown}`,
        `  state: ${JSON.stringify(state)}`,
        `  last problems: ${JSON.stringify(session.problems.slice(-5))}`,
      ].join('\n'),
    );
  }
}

function within<T>(work: Promise<T>, ms: number): Promise<T> {
  return Promise.race([
    work,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms).unref()),
  ]);
}

/**
 * After `goto`, `reload` and `waitForURL`, waits until the app has hydrated (the root marks `<html
 * data-hydrated>`), so a test never clicks or types into server-rendered HTML that React is about
 * to take over (a redirect after signing in loads a whole new document, and a click on its menu
 * before hydration does nothing). Pages that are not the app (the identity provider's, the API
 * reference) have no module scripts and pass at once.
 */
function waitForHydrationOnNavigation(page: Page) {
  const hydrated = () =>
    page.waitForFunction(
      () => document.documentElement.dataset.hydrated === 'true' || !document.querySelector('script[type="module"]'),
      null,
      { timeout: 30_000 },
    );
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const waitForURL = page.waitForURL.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await hydrated();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await hydrated();
    return response;
  };
  page.waitForURL = async (...args) => {
    await waitForURL(...args);
    await hydrated();
  };
}

/** The app's scripts, every chunk the browser build wrote. */
export const APP_SCRIPTS = /\/assets\/.*\.js$/;

/**
 * A weak network: the page's requests for `pattern` (its code, say) wait until the returned
 * function is called, then go on. (Routing also keeps the page from its HTTP cache meanwhile.)
 */
export async function holdRequests(page: Page, pattern: RegExp): Promise<() => Promise<void>> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const waiting = new Set<Promise<void>>();
  const handler = (route: Route) => {
    const passing = held.then(() => route.continue());
    waiting.add(passing);
    return passing;
  };
  await page.route(pattern, handler);
  return async () => {
    release();
    // Taken off once the held requests have gone on: taken off before, they would be answered twice.
    await Promise.all(waiting);
    await page.unroute(pattern, handler);
  };
}

/**
 * A weak network: the next answer to a request for `url` is lost after the server has made it (the
 * request had gone out whole; the connection drops on the way back). Resolves with the status
 * the server answered. Done where the answer comes in, which `page.route` cannot reach: a route
 * sees the request before it goes out, and not the body of a file a form sends.
 */
export async function loseNextAnswer(page: Page, url: string): Promise<{ lost: Promise<number> }> {
  const cdp = await page.context().newCDPSession(page);
  const lost = new Promise<number>((resolve) => {
    cdp.once('Fetch.requestPaused', (paused) => {
      void cdp
        .send('Fetch.failRequest', { requestId: paused.requestId, errorReason: 'InternetDisconnected' })
        .then(() => cdp.detach())
        .then(() => resolve(paused.responseStatusCode ?? 0));
    });
  });
  await cdp.send('Fetch.enable', { patterns: [{ urlPattern: url, requestStage: 'Response' }] });
  return { lost };
}

/**
 * Reloads the page on a weak network: resolves once the new page's HTML shows `selector`, its
 * scripts held back; `hydrate()` lets them come and resolves once the page has hydrated.
 */
export async function reloadBeforeScripts(page: Page, selector: string): Promise<{ hydrate: () => Promise<void> }> {
  const release = await holdRequests(page, APP_SCRIPTS);
  await page.evaluate(() => Object.assign(window, { beforeReload: true }));
  const reloading = page.reload(); // settles once the page has hydrated (waitForHydrationOnNavigation)
  await page.waitForFunction(
    (wanted) => !('beforeReload' in window) && document.querySelector(wanted) !== null,
    selector,
  );
  return {
    hydrate: async () => {
      await release();
      await reloading;
    },
  };
}

/**
 * The page as a returning visitor sees it: the public pages' font faces are `font-display:
 * optional`, so a first visit reads in the system's font (this machine has none with Hangul) and
 * the next in the platform's, now cached.
 */
export async function asReturningVisitor(session: BrowserSession): Promise<void> {
  await session.page.reload();
  await session.page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/**
 * Waits until what `locator` shows has finished appearing: it is visible, it and its ancestors are
 * fully opaque (a Mantine dialog, drawer or menu starts transparent and fades in), and no CSS
 * transition is still running on the page (the slide, pop or scale that goes with it, and the
 * overlay's fade). For a screenshot of something that has just opened.
 */
export async function settled(locator: Locator, options: { timeout?: number } = {}): Promise<void> {
  const timeout = options.timeout ?? 15_000;
  await locator.waitFor({ state: 'visible', timeout });
  await expect
    .poll(
      () =>
        locator.evaluate((element) => {
          for (let node: Element | null = element; node; node = node.parentElement) {
            if (getComputedStyle(node).opacity !== '1') return false;
          }
          return document
            .getAnimations()
            .every((animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running');
        }),
      { timeout },
    )
    .toBe(true);
}

/**
 * Ticks works by title in the inventory picker (`ArtworkPicker`) once its dialog has finished
 * opening: a click on the first box while the dialog was still appearing left it unticked once
 * (the public website journey, in a CI rehearsal on a busy machine).
 */
export async function tickInPicker(picker: Locator, titles: readonly string[]): Promise<void> {
  await settled(picker.getByTestId('artwork-picker-item').first());
  for (const title of titles) await picker.getByRole('checkbox', { name: title }).check();
}

/**
 * Which stored size of a work's picture the browser shows in the `<img>` of `frame`
 * (`thumbnail.webp`, `medium.webp`, `large.webp`), once it has chosen one from the `srcset`
 * (ADR 076).
 */
export async function storedSizeShown(frame: Locator): Promise<string> {
  const picture = frame.locator('img').first();
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => image.currentSrc), { timeout: 15_000 })
    .not.toBe('');
  return picture.evaluate((image: HTMLImageElement) => image.currentSrc.split('/').pop() ?? '');
}

/**
 * Picks an option of a searchable select as a keyboard user does: types `search` into `field`
 * until `option` is the list's only one, then arrows onto it and presses Enter. A click on the
 * option was flaky: the list floats beside its field and can flip above or below it while the page
 * scrolls the option into view, so the click landed on the page underneath and closed the list.
 */
export async function pickByTyping(field: Locator, search: string, option: Locator): Promise<void> {
  await field.click();
  await field.fill(search);
  await option.waitFor({ state: 'visible' });
  await expect.poll(() => field.page().getByRole('option').count()).toBe(1);
  await field.press('ArrowDown');
  await field.press('Enter');
}

/**
 * Drags `source` onto `target` as a mouse does, and lets go only once the page shows the target
 * is under the pointer (`over`). dnd-kit measures its drop targets in the frames after a drag
 * starts, so a drag that reaches its target in the same few frames (a busy machine) would end
 * over nothing; moving again once measured is what a person's hand does anyway. `position` is
 * the point in the target, its centre by default.
 */
export async function dragOnto(
  page: Page,
  source: Locator,
  target: Locator,
  { over, position }: { over: () => Promise<boolean>; position?: { x: number; y: number } },
): Promise<void> {
  await source.scrollIntoViewIfNeeded();
  const start = await source.boundingBox();
  // Where the target is before anything moves: works put in order step aside while dragged over.
  const end = await target.boundingBox();
  if (!start || !end) throw new Error('dragOnto: the source or the target is not on the screen');
  const x0 = start.x + start.width / 2;
  const y0 = start.y + start.height / 2;
  const x = end.x + (position?.x ?? end.width / 2);
  const y = end.y + (position?.y ?? end.height / 2);
  await page.mouse.move(x0, y0);
  await page.mouse.down();
  // Past the few pixels that tell a drag from a click.
  await page.mouse.move(x0, y0 + 12, { steps: 3 });
  await expect
    .poll(
      async () => {
        await page.mouse.move(x, y + 1, { steps: 4 });
        await page.mouse.move(x, y, { steps: 1 });
        return over();
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  await page.mouse.up();
}
