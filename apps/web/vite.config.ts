import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import { chunkImports } from './vite-plugins/chunk-imports';
import { lazyContract } from './vite-plugins/lazy-contract';
import { leanImports } from './vite-plugins/lean-imports';
import { stableMantineIds } from './vite-plugins/stable-mantine-ids';

/** A short content hash of the translation files; the client adds it to their URLs. */
function localesVersion(directory: string): string {
  const hash = createHash('sha256');
  const files = readdirSync(directory, { recursive: true, encoding: 'utf8' })
    .map((file) => path.join(directory, file))
    .filter((file) => statSync(file).isFile())
    .sort();
  for (const file of files) hash.update(path.relative(directory, file)).update(readFileSync(file));
  return hash.digest('hex').slice(0, 10);
}

const LOCALES_DIR = path.join(import.meta.dirname, 'public/locales');

/** Every namespace of a language (`public/locales/ko/*.json`) as one object, by namespace. */
function localeBundle(locale: string): string {
  const directory = path.join(LOCALES_DIR, locale);
  const bundle = Object.fromEntries(
    readdirSync(directory)
      .filter((file) => file.endsWith('.json'))
      .sort()
      .map((file) => [
        file.slice(0, -'.json'.length),
        JSON.parse(readFileSync(path.join(directory, file), 'utf8')) as unknown,
      ]),
  );
  return JSON.stringify(bundle);
}

/**
 * `/locales/ko.json`, `/locales/en.json`: each language's namespaces in one file, which the browser
 * loads once a page has hydrated (a page carries the translations it shows; ADR 053). Written by the
 * client build; served from the sources by the development server.
 */
function localeBundles(): Plugin {
  const locales = () =>
    readdirSync(LOCALES_DIR).filter((entry) => statSync(path.join(LOCALES_DIR, entry)).isDirectory());
  return {
    name: 'locale-bundles',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle() {
      for (const locale of locales()) {
        this.emitFile({ type: 'asset', fileName: `locales/${locale}.json`, source: localeBundle(locale) });
      }
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const locale = /^\/locales\/(\w+)\.json(?:\?|$)/.exec(request.url ?? '')?.[1];
        if (!locale || !locales().includes(locale)) return next();
        response.setHeader('content-type', 'application/json');
        response.end(localeBundle(locale));
      });
    },
  };
}

/** Mantine and the packages it is built from. */
const MANTINE =
  /node_modules[\\/](?:@mantine[\\/](?:core|hooks|notifications|nprogress|store|form)|@floating-ui|react-remove-scroll[\w-]*|react-style-singleton|use-callback-ref|use-sidecar|get-nonce|tslib|detect-node-es|react-number-format|react-textarea-autosize|use-composed-ref|use-isomorphic-layout-effect|use-latest|clsx|react-transition-group|klona|fast-deep-equal)[\\/]/;

/**
 * Mantine's floating and overlay components (popovers, menus, selects, dialogs, drawers,
 * tooltips, tables with their scroll areas) and the positioning library under them: about half
 * of the Mantine most pages share, which pages without any (sign-in, sign-up, pricing) never load.
 * The combobox's chevron, class names and option parser are not among them: the native select draws
 * with them. Mantine's floating helpers, focus trap and the hooks only they use (focus trap and
 * return, click outside, long press) are (ADR 062).
 */
const MANTINE_OVERLAYS =
  /node_modules[\\/](?:@floating-ui[\\/]|@mantine[\\/]hooks[\\/]esm[\\/]use-(?:focus-trap|focus-return|click-outside|long-press)[\\/]|@mantine[\\/]core[\\/]esm[\\/]utils[\\/]Floating[\\/]|@mantine[\\/]core[\\/]esm[\\/]components[\\/](?:Combobox[\\/](?!ComboboxChevron[\\/]|get-parsed-combobox-data[\\/]|Combobox\.module\.mjs)|(?:Popover|ComboboxPopover|Cascader|Modal|ModalBase|Select|Autocomplete|MultiSelect|TagsInput|PillsInput|Pill|TreeSelect|Tooltip|Menu|Menubar|Drawer|HoverCard|ColorInput|ColorPicker|Table|FocusTrap)[\\/]|ScrollArea[\\/](?!utils[\\/])))/;

/**
 * Whether a module is imported statically, at any depth, by a module `entry` matches. Remembered
 * per module info, which Rolldown keeps for one chunking pass.
 */
function importedFrom(entry: RegExp) {
  const known = new WeakMap<Rolldown.ModuleInfo, boolean>();
  const reached = (id: string, ctx: Rolldown.ChunkingContext, path: Set<string>): boolean => {
    if (entry.test(id)) return true;
    const info = ctx.getModuleInfo(id);
    if (!info || path.has(id)) return false;
    const memo = known.get(info);
    if (memo !== undefined) return memo;
    path.add(id);
    const result = info.importers.some((importer) => reached(importer, ctx, path));
    path.delete(id);
    known.set(info, result);
    return result;
  };
  return (id: string, ctx: Rolldown.ChunkingContext) => reached(id, ctx, new Set());
}

/** Whether the app imports a module only with `import()`, never statically. */
function onlyImportedLazily(id: string, ctx: Rolldown.ChunkingContext) {
  const info = ctx.getModuleInfo(id);
  return info !== null && info.importers.length === 0 && info.dynamicImporters.length > 0;
}

/** The root route and the app layout (route modules: their ids may end in a query). */
const inShell = importedFrom(/[\\/]app[\\/](?:root|routes[\\/]app-layout)\.tsx(?:\?|$)/);

/**
 * The browser's code in a few chunks pages share, cached across pages and builds that leave them
 * alone, rather than dozens of tiny files a first visit fetches one by one (issue 15, ADR 051):
 * - `react` (with the router), `i18n` and `data` (TanStack Query, zod): every page runs them;
 * - Mantine used by many pages (20 of some 70 route modules), in two: `mantine` (the provider,
 *   buttons, inputs, the form) and `mantine-overlays` (above). What only a few pages use
 *   (drag-and-drop, the upload zone, a stepper) loads with those pages;
 * - `shell`: the app's modules the root route and the app layout import (providers, header, menu,
 *   error views), which every page runs, in one file rather than a dozen of a few hundred bytes;
 * - `app`: the app's own modules many pages share (session, API client, the contract they use),
 *   but for those the app only imports with `import()` (the dialogs and menus loaded on first
 *   use): in the group, they and what they import (the overlays) would come with every page.
 * A group takes along what its modules import, so the vendor groups claim theirs first
 * (`priority`). Measured with `npm run measure:js`.
 */
const VENDOR_GROUPS: Rolldown.CodeSplittingGroup[] = [
  {
    name: 'react',
    test: /node_modules[\\/](?:react|react-dom|scheduler|react-router|turbo-stream|cookie|set-cookie-parser)[\\/]/,
    priority: 3,
  },
  {
    name: 'i18n',
    test: /node_modules[\\/](?:i18next[\w-]*|react-i18next|html-parse-stringify|void-elements)[\\/]/,
    priority: 3,
  },
  { name: 'data', test: /node_modules[\\/](?:@tanstack|zod)[\\/]/, priority: 3 },
  {
    name: (id) => (MANTINE_OVERLAYS.test(id) ? 'mantine-overlays' : 'mantine'),
    test: MANTINE,
    minShareCount: 20,
    priority: 2,
  },
  {
    name: (id, ctx) => (inShell(id, ctx) ? 'shell' : null),
    test: /apps[\\/]web[\\/]app[\\/]/,
    priority: 1.5,
  },
  {
    name: (id, ctx) => (onlyImportedLazily(id, ctx) ? null : 'app'),
    test: /apps[\\/]web[\\/]app[\\/]/,
    minShareCount: 10,
    priority: 1,
  },
];

/**
 * The packages the server's build leaves for Node to load: those the server itself imports too
 * (one React Router, whose objects pass between the two, and one React under it; one zod), so
 * each is one module instance and is loaded once.
 */
const SHARED_WITH_THE_SERVER = ['react', 'react-dom', 'react-router', '@react-router/node', 'zod', 'fflate'];

export default defineConfig(({ command }) => ({
  plugins: [reactRouter(), localeBundles(), stableMantineIds(), lazyContract(), leanImports(), chunkImports()],
  define: {
    __LOCALES_VERSION__: JSON.stringify(localesVersion(LOCALES_DIR)),
  },
  // The server's build bundles every other package (Mantine's ~800 modules and the rest): Node
  // then resolves and reads a few files at start instead of ~1,000 (with the lazy pdfkit and fewer
  // static routes, about a second off a production start: ADR 079). The shared package ships
  // TypeScript source, so it is bundled in development too; the development server loads the other
  // packages from node_modules.
  ssr:
    command === 'build'
      ? { noExternal: true, external: SHARED_WITH_THE_SERVER }
      : { noExternal: ['@vernissage/shared'] },
  environments: {
    client: { build: { rolldownOptions: { output: { codeSplitting: { groups: VENDOR_GROUPS } } } } },
  },
}));
