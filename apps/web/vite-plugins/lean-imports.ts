import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

const PREFIX = '\0lean-import:';

/** What the browser's zod says when asked for JSON Schema: what is missing, and where it went. */
export const UNAVAILABLE_MESSAGE =
  'Converting a zod schema to JSON Schema is left out of the browser build (apps/web/vite-plugins/lean-imports.ts).';

/** What Mantine's provider says in the browser when asked to write the theme's CSS variables. */
export const CSS_VARIABLES_MESSAGE =
  'The browser build has no code to write the theme’s CSS variables: they are in the stylesheet. Give MantineProvider withCssVariables={false}.';

/**
 * An import that a library makes for a sliver of a module, answered in the browser by a module
 * with that sliver only. `importer` and `source` name the import as the library writes it;
 * `module` writes the stand-in, given where the real module is.
 */
interface LeanImport {
  name: string;
  importer: RegExp;
  source: string;
  module: (real: string) => string;
}

/** The names a module exports with a declaration (`export const …`, `export function …`). */
function exportedNames(file: string): string[] {
  return [...readFileSync(file, 'utf8').matchAll(/^export (?:const|function|let|var|class) (\w+)/gm)].map(
    (match) => match[1]!,
  );
}

const LEAN_IMPORTS: LeanImport[] = [
  {
    // Mantine's app-shell header, aside and footer import React Remove Scroll (the scroll lock of
    // dialogs: a side-car, its event handlers, tslib; ~8 KB) to read two class names from it.
    name: 'remove-scroll-class-names',
    importer: /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]AppShell[\\/]/,
    source: 'react-remove-scroll',
    module: () =>
      [
        "import { fullWidthClassName, zeroRightClassName } from 'react-remove-scroll-bar/constants';",
        'export const RemoveScroll = { classNames: { fullWidth: fullWidthClassName, zeroRight: zeroRightClassName } };',
      ].join('\n'),
  },
  {
    // Mantine's provider writes the theme's CSS variables in a <style> at run time, with ~8 KB
    // of code to make them, unless told not to: the app's are in its stylesheet
    // (styles/theme-variables.css) and root.tsx tells it not to.
    name: 'mantine-css-variables',
    importer: /[\\/]@mantine[\\/]core[\\/]esm[\\/]core[\\/]MantineProvider[\\/]MantineProvider\.mjs$/,
    source: './MantineCssVariables/MantineCssVariables.mjs',
    module: () =>
      `export function MantineCssVariables() { throw new Error(${JSON.stringify(CSS_VARIABLES_MESSAGE)}); }`,
  },
  {
    // zod's classic schemas hand each schema its JSON Schema converter (~17 KB of the browser's
    // zod); the browser never converts a schema. `aggregateChecks` stays: a string's `minLength`
    // and a number's `minValue` read it.
    name: 'zod-json-schema-processors',
    importer: /[\\/]zod[\\/]v4[\\/]classic[\\/]schemas\.js$/,
    source: '../core/json-schema-processors.js',
    module: (real) =>
      [
        `export { aggregateChecks } from ${JSON.stringify(real)};`,
        `const unavailable = () => { throw new Error(${JSON.stringify(UNAVAILABLE_MESSAGE)}); };`,
        ...exportedNames(real)
          .filter((name) => name !== 'aggregateChecks')
          .map((name) => `export const ${name} = unavailable;`),
      ].join('\n'),
  },
  {
    // The same, for the two converters each schema is handed (called only when used).
    name: 'zod-to-json-schema',
    importer: /[\\/]zod[\\/]v4[\\/]classic[\\/]schemas\.js$/,
    source: '../core/to-json-schema.js',
    module: (real) =>
      [
        `const unavailable = () => { throw new Error(${JSON.stringify(UNAVAILABLE_MESSAGE)}); };`,
        ...exportedNames(real).map((name) => `export const ${name} = () => unavailable;`),
      ].join('\n'),
  },
];

/**
 * In the browser, answers a few imports that libraries make for far less than the module they
 * import with a module holding only that (issue 15, ADR 062). Client build only: the server and
 * the tests use the libraries as published. A library that moves or renames the module no longer
 * matches, and the full module comes back (the plugin's test says so).
 */
export function leanImports(): Plugin {
  const modules = new Map<string, string>();
  return {
    name: 'lean-imports',
    enforce: 'pre',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async resolveId(source, importer) {
      if (source.startsWith(PREFIX)) return source;
      const lean = importer && LEAN_IMPORTS.find((entry) => entry.source === source && entry.importer.test(importer));
      if (!lean) return null;
      const real = await this.resolve(source, importer, { skipSelf: true });
      if (!real || real.external) return null;
      const id = `${PREFIX}${lean.name}`;
      modules.set(id, lean.module(real.id));
      return id;
    },
    load: (id) => (id.startsWith(PREFIX) ? (modules.get(id) ?? null) : null),
  };
}
