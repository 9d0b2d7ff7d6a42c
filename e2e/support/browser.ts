import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { REPO_ROOT } from './server.js';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const SCREENSHOT_DIR = path.join(REPO_ROOT, 'test-results', 'screenshots');

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

/** Debian's Chromium with a fresh profile, watching for console errors on every page. */
export async function openBrowser(
  options: { viewport?: { width: number; height: number }; locale?: string } = {},
): Promise<BrowserSession> {
  const profile = await fs.mkdtemp(path.join(os.tmpdir(), 'vernissage-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    viewport: options.viewport ?? { width: 1280, height: 800 },
    locale: options.locale ?? 'ko-KR',
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
  context.pages().forEach(watch);
  context.on('page', watch);
  const page = context.pages()[0] ?? (await context.newPage());
  await fs.mkdir(SCREENSHOT_DIR, { recursive: true });
  return {
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
      await context.close();
      await fs.rm(profile, { recursive: true, force: true });
    },
  };
}

/**
 * After `goto` and `reload`, waits until the app has hydrated (the root marks `<html
 * data-hydrated>`), so a test never types into server-rendered HTML that React is about to take
 * over. Pages that are not the app (the identity provider's, the API reference) have no module
 * scripts and pass at once.
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
}
