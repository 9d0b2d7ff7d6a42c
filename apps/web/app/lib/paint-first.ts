import { Transform } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import type { ChunkImports } from '../../vite-plugins/chunk-imports';

/**
 * Paint first, then load the scripts.
 *
 * A page arrives server-rendered: what the visitor reads needs the HTML, the stylesheet and the
 * first screen's font, not the ~280 KB of scripts that make it interactive. React Router's
 * `<Scripts />` asks for all of them at once (a `modulepreload` per chunk and a module script
 * importing the route modules), so on a weak network they share the line with the stylesheet and
 * the font, and the first paint waits. This rewrite of the HTML stream takes the preloads out and
 * turns the module script's static imports into dynamic ones that start once the page has painted
 * (the next frame; at once in a hidden tab, which paints nothing): the preloads are then added
 * before any import, a few per task (all at once in a hidden tab, whose timers may wait a second),
 * so the chunks still load in parallel rather than one level of imports at a time.
 *
 * Imported as React Router writes it, the root route's module brought every chunk it imports, and
 * the browser evaluated all of them in one task, 50–80 ms on a computer once the scripts had come
 * (the chunks run their top-level code, and Lighthouse adds its instrumentation per script). Given
 * the browser build's chunk graph (`vite-plugins/chunk-imports.ts`), the script first imports each
 * chunk on its own, every chunk after those it imports, so each is evaluated in a task of its own
 * (ADR 064); the entry, whose evaluation hydrates the page, still comes last.
 */

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*? href="([^"]+)"[^>]*>/g;
const MODULE_SCRIPT = /(<script[^>]* type="module"[^>]*>)([\s\S]*?)(<\/script>)/g;
/** `import * as route0 from "/assets/root.js";` — a route module of the matched routes. */
const NAMESPACE_IMPORT = /^\s*import \* as (\w+) from ("[^"]+");/gm;
/** `import "/assets/manifest.js";` — the manifest or the dev server's runtime. */
const BARE_IMPORT = /^\s*;?import ("[^"]+");/gm;

const WAIT_FOR_PAINT =
  'await new Promise((resolve) => document.hidden ? resolve() : requestAnimationFrame(() => setTimeout(resolve)));';

/**
 * Preloads added per task: each starts a fetch, 0.7–2.3 ms of the main thread in the traced loads
 * of the test machine (the first ones the dearest), so the inventory's forty in one go were a task
 * of 17–42 ms once the page was shown (ADR 060).
 */
const PRELOADS_PER_TASK = 4;

/** `import("/assets/entry.client.js");` — the client entry, which hydrates the page once evaluated. */
const ENTRY_IMPORT = /^\s*import\(("[^"]+")\);?\s*$/m;

/**
 * The page's chunks in an order in which each comes after every chunk it imports, but the entry
 * (evaluating it hydrates the page). Chunks the build did not list are left out: a server built
 * without the browser's chunks (the development server) evaluates nothing ahead.
 */
export function evaluationOrder(preloads: readonly string[], imports: ChunkImports, entry?: string): string[] {
  const order: string[] = [];
  const seen = new Set<string>();
  const visit = (url: string) => {
    const chunkImports = imports[url];
    if (seen.has(url) || !chunkImports) return;
    seen.add(url);
    for (const imported of chunkImports) visit(imported);
    if (url !== entry) order.push(url);
  };
  for (const url of preloads) visit(url);
  return order;
}

/**
 * The module script's body, importing the same modules in the same order once the page has painted,
 * each chunk evaluated first on its own (ADR 064).
 */
export function deferModuleScript(body: string, preloads: readonly string[], imports: ChunkImports = {}): string {
  const addPreloads = preloads.length
    ? `const preloads = ${JSON.stringify(preloads)};
for (let start = 0; start < preloads.length; start += ${PRELOADS_PER_TASK}) {
  if (start && !document.hidden) await new Promise((resolve) => setTimeout(resolve));
  for (const href of preloads.slice(start, start + ${PRELOADS_PER_TASK})) document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));
}`
    : '';
  const entry = ENTRY_IMPORT.exec(body)?.[1];
  const ahead = evaluationOrder(preloads, imports, entry && (JSON.parse(entry) as string));
  const evaluateAhead = ahead.length ? `for (const href of ${JSON.stringify(ahead)}) await import(href);` : '';
  const routeImports = body
    .replace(BARE_IMPORT, (_line, url: string) => `await import(${url});`)
    .replace(NAMESPACE_IMPORT, (_line, name: string, url: string) => `const ${name} = await import(${url});`);
  return `${WAIT_FOR_PAINT}\n${addPreloads}\n${evaluateAhead}\n${routeImports}`;
}

/** Where the unprocessed tail of the HTML begins: an unfinished tag or script must wait for the rest. */
function safeEnd(html: string): number {
  const openScript = html.lastIndexOf('<script');
  if (openScript > html.lastIndexOf('</script>')) return openScript;
  const lastOpen = html.lastIndexOf('<');
  return lastOpen > html.lastIndexOf('>') ? lastOpen : html.length;
}

/**
 * The HTML stream, its module preloads taken out and its route-module script deferred to after the
 * first paint; and, just before `</body>` (written once everything is rendered), what
 * `beforeBodyEnd` gives then: the font swap's script and the translations the render read.
 */
export function paintFirst(options: { beforeBodyEnd?: () => string; chunkImports?: ChunkImports } = {}): Transform {
  const preloads: string[] = [];
  const decoder = new StringDecoder('utf8');
  let carry = '';
  const { beforeBodyEnd, chunkImports } = options;
  const rewrite = (html: string) => {
    const rewritten = html
      .replace(MODULE_PRELOAD, (_tag, href: string) => {
        preloads.push(href);
        return '';
      })
      .replace(MODULE_SCRIPT, (script, open: string, body: string, close: string) =>
        body.includes('import * as ') ? `${open}${deferModuleScript(body, preloads, chunkImports)}${close}` : script,
      );
    return beforeBodyEnd ? rewritten.replace('</body>', () => `${beforeBodyEnd()}</body>`) : rewritten;
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const html = carry + decoder.write(chunk);
      const end = safeEnd(html);
      carry = html.slice(end);
      callback(null, rewrite(html.slice(0, end)));
    },
    flush(callback) {
      callback(null, rewrite(carry + decoder.end()));
    },
  });
}
