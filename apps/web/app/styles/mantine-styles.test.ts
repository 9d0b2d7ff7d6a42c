import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The app ships only the Mantine styles of the components it uses (mantine.css). This keeps that
 * list whole: every component imported from @mantine/core by the app or by the Mantine packages it
 * uses, and every component those are built from, must have its stylesheet imported, in the
 * order @mantine/core/styles.css has them.
 */
const require = createRequire(import.meta.url);

/** A package's folder (Mantine's exports do not include its package.json). */
function packageRoot(name: string): string {
  for (let directory = path.dirname(require.resolve(name)); ; directory = path.dirname(directory)) {
    const manifest = path.join(directory, 'package.json');
    if (fs.existsSync(manifest) && (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { name?: string }).name === name) {
      return directory;
    }
    if (directory === path.dirname(directory)) throw new Error(`no folder found for ${name}`);
  }
}

const CORE = packageRoot('@mantine/core');
const COMPONENTS = path.join(CORE, 'esm/components');
const APP = path.resolve(import.meta.dirname, '..');
const MANTINE_PACKAGES = ['notifications', 'dropzone', 'nprogress'];

function filesUnder(directory: string, pattern: RegExp): string[] {
  return fs
    .readdirSync(directory, { recursive: true, encoding: 'utf8' })
    .filter((file) => pattern.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => path.join(directory, file));
}

/** Names imported from @mantine/core in these files (`import { A, type B } from '@mantine/core'`). */
function coreImports(files: string[]): Set<string> {
  const names = new Set<string>();
  for (const file of files) {
    for (const match of fs
      .readFileSync(file, 'utf8')
      .matchAll(/import\s*\{([^}]+)\}\s*from\s*["']@mantine\/core["']/g)) {
      for (const name of match[1]!.split(','))
        names.add(
          name
            .replace(/^\s*type\s+/, '')
            .split(/\s+as\s+/)[0]!
            .trim(),
        );
    }
  }
  return names;
}

/** The component folder each export of @mantine/core comes from. */
function folderOfExport(): Map<string, string> {
  const index = fs.readFileSync(path.join(CORE, 'esm/index.mjs'), 'utf8');
  const folders = new Map<string, string>();
  for (const match of index.matchAll(/import\s*\{([^}]*)\}\s*from\s*"\.\/components\/([^/]+)\//g)) {
    for (const name of match[1]!.split(',')) folders.set(name.split(' as ').pop()!.trim(), match[2]!);
  }
  return folders;
}

/** The component folders these are built from, themselves included. */
function builtFrom(folders: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const visit = (folder: string) => {
    if (seen.has(folder)) return;
    seen.add(folder);
    for (const file of filesUnder(path.join(COMPONENTS, folder), /\.mjs$/)) {
      for (const match of fs.readFileSync(file, 'utf8').matchAll(/from\s*"((?:\.\.\/)+)([A-Za-z]+)\//g)) {
        const target = path.resolve(path.dirname(file), match[1]!, match[2]!);
        if (path.dirname(target) === COMPONENTS) visit(match[2]!);
      }
    }
  };
  for (const folder of folders) visit(folder);
  return seen;
}

describe('Mantine styles', () => {
  const imported = [
    ...fs.readFileSync(path.join(APP, 'styles/mantine.css'), 'utf8').matchAll(/@mantine\/core\/styles\/([\w-]+)\.css/g),
  ].map((match) => match[1]!);

  it('imports the stylesheet of every component the app uses and of every component they are built from', () => {
    const used = coreImports(filesUnder(APP, /\.tsx?$/));
    for (const name of MANTINE_PACKAGES) {
      const directory = path.join(packageRoot(`@mantine/${name}`), 'esm');
      for (const component of coreImports(filesUnder(directory, /\.mjs$/))) used.add(component);
    }
    const folders = folderOfExport();
    const styled = new Set(
      fs
        .readdirSync(path.join(CORE, 'styles'))
        .filter((file) => file.endsWith('.css') && !file.endsWith('.layer.css'))
        .map((file) => file.slice(0, -'.css'.length)),
    );
    const needed = [...builtFrom([...used].flatMap((name) => folders.get(name) ?? []))].filter((folder) =>
      styled.has(folder),
    );
    expect(needed.length).toBeGreaterThan(20);
    expect(needed.filter((folder) => !imported.includes(folder))).toEqual([]);
  });

  it('imports the global styles first and the components in the order of @mantine/core/styles.css', () => {
    expect(imported.slice(0, 3)).toEqual(['baseline', 'default-css-variables', 'global']);
    const all = fs.readFileSync(path.join(CORE, 'styles.css'), 'utf8');
    // Each stylesheet's first class, found in the whole: where Mantine put it.
    const positions = imported.slice(3).map((name) => {
      const first = /\.m_[0-9a-f]+/.exec(fs.readFileSync(path.join(CORE, 'styles', `${name}.css`), 'utf8'))?.[0];
      return first ? all.indexOf(first) : -1;
    });
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });
});
