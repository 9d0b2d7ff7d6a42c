import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import type { ChunkImports } from '../../vite-plugins/chunk-imports';
import { deferModuleScript, evaluationOrder, paintFirst } from './paint-first';

/** The shape of what React Router's `<Scripts />` writes, around a page in Korean. */
const PAGE = [
  '<!DOCTYPE html><html lang="ko"><head><meta charset="utf-8"/>',
  '<link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>',
  '<link rel="modulepreload" href="/assets/entry.client.js"/>',
  '<link rel="modulepreload" nonce="n0nce" href="/assets/react.js"/>',
  '<link rel="modulepreload" href="/assets/root.js"/>',
  '</head><body><main><h1>작품 관리</h1><p>갤러리 달의 작품 목록</p></main>',
  '<script nonce="n0nce">window.__reactRouterContext = {"url":"/inventory"};</script>',
  '<script nonce="n0nce" type="module" async="">;\n',
  'import * as route0 from "/assets/root.js";\n',
  'import * as route1 from "/assets/inventory.route.js";\n',
  '  window.__reactRouterRouteModules = {"root":route0,"routes/inventory":route1};\n\n',
  'import("/assets/entry.client.js");</script>',
  '<script type="module">import "/assets/other.js";</script>',
  '</body></html>',
].join('');

/** The page through the rewrite, cut into pieces of `size` bytes (inside tags and characters too). */
async function rewritten(size: number, options?: Parameters<typeof paintFirst>[0]): Promise<string> {
  const bytes = Buffer.from(PAGE);
  const pieces: Buffer[] = [];
  for (let start = 0; start < bytes.length; start += size) pieces.push(bytes.subarray(start, start + size));
  return text(Readable.from(pieces).pipe(paintFirst(options)));
}

describe('paintFirst', () => {
  it('takes the preloads out and loads the route modules after the first paint, preloading them then', async () => {
    const html = await rewritten(PAGE.length);
    expect(html).not.toContain('rel="modulepreload"');
    const script = /<script nonce="n0nce" type="module" async="">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(script.indexOf('requestAnimationFrame')).toBeGreaterThanOrEqual(0);
    expect(script).toContain('["/assets/entry.client.js","/assets/react.js","/assets/root.js"]');
    expect(script).not.toMatch(/^\s*import \*/m);
    // The same modules in the same order, each after the wait.
    const order = ['requestAnimationFrame', 'const route0 = await import("/assets/root.js");'];
    order.push('const route1 = await import("/assets/inventory.route.js");', 'window.__reactRouterRouteModules');
    order.push('import("/assets/entry.client.js")');
    const positions = order.map((part) => script.indexOf(part));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it('leaves the rest of the page as it was', async () => {
    const html = await rewritten(PAGE.length);
    expect(html).toContain('<h1>작품 관리</h1><p>갤러리 달의 작품 목록</p>');
    expect(html).toContain('<script nonce="n0nce">window.__reactRouterContext = {"url":"/inventory"};</script>');
    // A module script that imports no route modules is not the router's: untouched.
    expect(html).toContain('<script type="module">import "/assets/other.js";</script>');
    expect(html.replace(/<script nonce="n0nce" type="module"[\s\S]*?<\/script>/, '')).toBe(
      PAGE.replace(/<link rel="modulepreload"[^>]*>/g, '').replace(
        /<script nonce="n0nce" type="module"[\s\S]*?<\/script>/,
        '',
      ),
    );
  });

  it('gives the same page however the stream is cut', async () => {
    const whole = await rewritten(PAGE.length);
    for (const size of [1, 2, 3, 7, 64, 500]) expect(await rewritten(size)).toBe(whole);
  });

  it('adds what beforeBodyEnd gives just before </body>, once, asking for it only then', async () => {
    for (const size of [PAGE.length, 1, 2, 7, 64]) {
      let asked = 0;
      const html = await rewritten(size, {
        beforeBodyEnd: () => `<script type="application/json" id="t">{"asked":${++asked}}</script>`,
      });
      expect(asked).toBe(1);
      expect(html.endsWith('<script type="application/json" id="t">{"asked":1}</script></body></html>')).toBe(true);
    }
  });

  it('adds the preloads a few per task, every one before the first route module is imported', async () => {
    const preloads = Array.from({ length: 10 }, (_, index) => `/assets/chunk-${index}.js`);
    for (const hidden of [false, true]) {
      const steps = await runDeferred(preloads, hidden);
      const preloaded = steps.filter((step) => step.preload);
      expect(preloaded.map((step) => step.preload)).toEqual(preloads);
      const tasks = [...new Set(preloaded.map((step) => step.task))];
      const perTask = tasks.map((task) => preloaded.filter((step) => step.task === task).length);
      // A hidden tab paints nothing and may hold its timers for a second: everything at once there.
      expect(perTask).toEqual(hidden ? [10] : [4, 4, 2]);
      const imports = steps.filter((step) => step.imported);
      expect(imports.map((step) => step.imported)).toEqual(['/assets/root.js', '/assets/entry.client.js']);
      expect(steps.indexOf(imports[0]!)).toBeGreaterThan(steps.indexOf(preloaded.at(-1)!));
    }
  });

  it("evaluates the page's chunks one by one, each after what it imports, before the route modules and the entry", async () => {
    // As the build lists them: the entry, its imports, then each route module with its imports.
    const preloads = ['/assets/entry.client.js', '/assets/react.js', '/assets/shell.js', '/assets/data.js'];
    preloads.push('/assets/root.js', '/assets/manifest.js');
    const chunks: ChunkImports = {
      '/assets/entry.client.js': ['/assets/react.js', '/assets/shell.js'],
      '/assets/react.js': [],
      '/assets/shell.js': ['/assets/data.js', '/assets/react.js'],
      '/assets/data.js': ['/assets/react.js'],
      '/assets/root.js': ['/assets/shell.js'],
    };
    const steps = await runDeferred(preloads, false, chunks);
    const imports = steps.filter((step) => step.imported).map((step) => step.imported);
    expect(imports).toEqual([
      ...['/assets/react.js', '/assets/data.js', '/assets/shell.js', '/assets/root.js'],
      ...['/assets/root.js', '/assets/entry.client.js'],
    ]);
    const firstImport = steps.findIndex((step) => step.imported);
    expect(steps.findLastIndex((step) => step.preload)).toBeLessThan(firstImport);
  });
});

describe('evaluationOrder', () => {
  it('puts each chunk after the chunks it imports, once, and leaves out the entry and what the build did not list', () => {
    const chunks: ChunkImports = {
      '/entry.js': ['/a.js'],
      '/a.js': ['/b.js', '/c.js'],
      '/b.js': ['/c.js', '/a.js'],
      '/c.js': [],
      '/d.js': ['/c.js'],
    };
    const preloads = ['/entry.js', '/a.js', '/b.js', '/c.js', '/d.js', '/manifest.js'];
    expect(evaluationOrder(preloads, chunks, '/entry.js')).toEqual(['/c.js', '/b.js', '/a.js', '/d.js']);
    expect(evaluationOrder(preloads, {}, '/entry.js')).toEqual([]);
  });

  it('gives no evaluation ahead where the server was built without the browser chunks', () => {
    const body = deferModuleScript('import * as route0 from "/assets/root.js";\nimport("/assets/entry.client.js");', [
      '/assets/root.js',
    ]);
    expect(body).not.toContain('await import(href)');
  });
});

interface Step {
  task: number;
  preload?: string;
  imported?: string;
}

/**
 * Runs the deferred module script with a page around it that records what it does and in which
 * task: each timer and animation frame callback runs in a new one.
 */
async function runDeferred(preloads: string[], hidden: boolean, chunks?: ChunkImports): Promise<Step[]> {
  const body = deferModuleScript(
    'import * as route0 from "/assets/root.js";\n  window.__reactRouterRouteModules = {"root":route0};\nimport("/assets/entry.client.js");',
    preloads,
    chunks,
  );
  const steps: Step[] = [];
  let task = 0;
  const later = (callback: () => void) =>
    void setTimeout(() => {
      task += 1;
      callback();
    });
  const page = {
    document: {
      hidden,
      head: { append: (link: { href: string }) => steps.push({ task, preload: link.href }) },
      createElement: () => ({}),
    },
    setTimeout: later,
    requestAnimationFrame: later,
    load: (url: string) => {
      steps.push({ task, imported: url });
      return Promise.resolve({});
    },
    window: {},
  };
  const AsyncFunction = Object.getPrototypeOf(async () => undefined).constructor as new (
    ...source: string[]
  ) => (...values: unknown[]) => Promise<void>;
  const script = new AsyncFunction(...Object.keys(page), body.replaceAll('import(', 'load('));
  await script(...Object.values(page));
  return steps;
}
