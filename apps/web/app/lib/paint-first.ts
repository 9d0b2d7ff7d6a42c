import { Transform } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';

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

/** The module script's body, importing the same modules in the same order once the page has painted. */
export function deferModuleScript(body: string, preloads: readonly string[]): string {
  const addPreloads = preloads.length
    ? `const preloads = ${JSON.stringify(preloads)};
for (let start = 0; start < preloads.length; start += ${PRELOADS_PER_TASK}) {
  if (start && !document.hidden) await new Promise((resolve) => setTimeout(resolve));
  for (const href of preloads.slice(start, start + ${PRELOADS_PER_TASK})) document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));
}`
    : '';
  const imports = body
    .replace(BARE_IMPORT, (_line, url: string) => `await import(${url});`)
    .replace(NAMESPACE_IMPORT, (_line, name: string, url: string) => `const ${name} = await import(${url});`);
  return `${WAIT_FOR_PAINT}\n${addPreloads}\n${imports}`;
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
export function paintFirst(options: { beforeBodyEnd?: () => string } = {}): Transform {
  const preloads: string[] = [];
  const decoder = new StringDecoder('utf8');
  let carry = '';
  const { beforeBodyEnd } = options;
  const rewrite = (html: string) => {
    const rewritten = html
      .replace(MODULE_PRELOAD, (_tag, href: string) => {
        preloads.push(href);
        return '';
      })
      .replace(MODULE_SCRIPT, (script, open: string, body: string, close: string) =>
        body.includes('import * as ') ? `${open}${deferModuleScript(body, preloads)}${close}` : script,
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
