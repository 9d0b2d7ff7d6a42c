import fs from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { createElement, type ComponentType, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import type { Plugin } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';
import { z as realZod } from 'zod';
import { bundleForTest, type TestBundle } from './bundle-for-test';
import { CSS_VARIABLES_MESSAGE, leanImports, UNAVAILABLE_MESSAGE } from './lean-imports';

/**
 * What the browser's pages take from zod and Mantine, bundled as the client build bundles them
 * (the app's `z.object` and the like are kept one by one, not the whole namespace).
 */
const ENTRY = `
export { email, number, object, string } from 'zod';
export { AppShell, MantineProvider } from '@mantine/core';
`;

function bundle(name: string, plugins: Plugin[]): Promise<TestBundle> {
  return bundleForTest(name, { code: ENTRY }, plugins, [/^react(?:-dom)?(?:\/|$)/]);
}

/** The modules of a bundle whose id matches, with the bytes each kept. */
function kept(bundled: TestBundle, pattern: RegExp): Record<string, number> {
  return Object.fromEntries(
    Object.entries(bundled.modules)
      .filter(([id, module]) => pattern.test(id) && module.renderedLength > 0)
      .map(([id, module]) => [id.replace(/.*node_modules[\\/]/, ''), module.renderedLength]),
  );
}

const REMOVE_SCROLL = /[\\/]react-remove-scroll[\\/]|[\\/]use-sidecar[\\/]|[\\/]tslib[\\/]/;
const JSON_SCHEMA = /[\\/]zod[\\/]v4[\\/]core[\\/](?:to-json-schema|json-schema-processors)\.js$/;
// (The virtual colour helper, kept in the same folder, is the theme's.)
const CSS_VARIABLES = /[\\/]MantineCssVariables[\\/](?!virtual-color[\\/])/;

describe('lean imports of the client build', () => {
  let lean: TestBundle;
  let full: TestBundle;
  let z: Pick<typeof realZod, 'email' | 'number' | 'object' | 'string'>;
  let AppShell: ComponentType<{ children: ReactNode }> & { Header: ComponentType<{ children: ReactNode }> };
  let MantineProvider: ComponentType<{ children?: ReactNode; withCssVariables?: boolean }>;

  beforeAll(async () => {
    [lean, full] = await Promise.all([bundle('lean', [leanImports()]), bundle('full', [])]);
    const module = (await import(pathToFileURL(lean.file).href)) as typeof z & {
      AppShell: typeof AppShell;
      MantineProvider: typeof MantineProvider;
    };
    ({ AppShell, MantineProvider } = module);
    z = module;
    await Promise.all([fs.rm(lean.file), fs.rm(full.file)]);
  }, 60_000);

  it('leaves out what the libraries import for a sliver: the scroll lock, JSON Schema, the CSS variables', () => {
    // The same build without the plugin carries them (so the libraries have not moved them).
    expect(Object.keys(kept(full, REMOVE_SCROLL)).length).toBeGreaterThan(3);
    expect(Object.values(kept(full, JSON_SCHEMA)).reduce((sum, size) => sum + size, 0)).toBeGreaterThan(20_000);
    expect(Object.keys(kept(full, CSS_VARIABLES)).length).toBeGreaterThan(2);

    expect(kept(lean, REMOVE_SCROLL)).toEqual({});
    // Only `aggregateChecks` (and the table it reads) stays of the processors.
    expect(Object.keys(kept(lean, JSON_SCHEMA))).toEqual(['zod/v4/core/json-schema-processors.js']);
    expect(Object.values(kept(lean, JSON_SCHEMA))[0]).toBeLessThan(4_000);
    expect(kept(lean, CSS_VARIABLES)).toEqual({});
  });

  it('keeps zod answering as it does everywhere else', () => {
    const name = z.string().min(2).max(5);
    expect([name.minLength, name.maxLength]).toEqual([2, 5]);
    expect(z.number().int().min(1).minValue).toBe(1);
    const lean = z.object({ email: z.email(), name: z.string().min(2) });
    const real = realZod.object({ email: realZod.email(), name: realZod.string().min(2) });
    for (const value of [{}, { email: 'x', name: 'a' }, { email: 'a@b.co', name: 'ab' }]) {
      expect(lean.safeParse(value).error?.issues).toEqual(real.safeParse(value).error?.issues);
    }
    expect(lean['~standard'].validate({ email: 'a@b.co', name: 'ab' })).toEqual({
      value: { email: 'a@b.co', name: 'ab' },
    });
  });

  it('says so when something asks the browser’s zod for JSON Schema', () => {
    const schema = z.object({ name: z.string() });
    expect(() => schema.toJSONSchema()).toThrow(UNAVAILABLE_MESSAGE);
    expect(() => schema['~standard'].jsonSchema.input({ target: 'draft-2020-12' })).toThrow(UNAVAILABLE_MESSAGE);
  });

  it('keeps the app shell’s header clear of the scrollbar a dialog removes, by the same class name', () => {
    const page = renderToString(
      createElement(
        MantineProvider,
        { withCssVariables: false },
        createElement(AppShell, null, createElement(AppShell.Header, null, 'Vernissage')),
      ),
    );
    expect(page).toContain('right-scroll-bar-position');
  });

  it('says so when the provider is asked to write the CSS variables', () => {
    expect(() => renderToString(createElement(MantineProvider, null, 'x'))).toThrow(CSS_VARIABLES_MESSAGE);
  });
});
