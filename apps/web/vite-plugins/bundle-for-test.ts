import fs from 'node:fs/promises';
import path from 'node:path';
import { build, type Plugin, type Rolldown } from 'vite';

/** The repository's root, for entries inside it. */
export const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
// Inside the repository, so that a bundle's imports of what it leaves out (`zod`, `react`) find the
// same packages as the test that imports it.
const OUT_DIR = path.join(REPO_ROOT, 'node_modules/.cache/vernissage-plugin-tests');

/** A module bundled as the client build bundles it, written where a test can import it. */
export interface TestBundle {
  /** The bundled modules, by id, with the bytes each kept. */
  modules: Record<string, { renderedLength: number }>;
  /** The bundle's file; the test removes it once imported. */
  file: string;
}

/**
 * Bundles `entry` (a path, or `{ code }` for a module written for the test) with `plugins` as an
 * ES library, unminified, leaving `external` to be imported.
 */
export async function bundleForTest(
  name: string,
  entry: string | { code: string },
  plugins: Plugin[],
  external: (string | RegExp)[],
): Promise<TestBundle> {
  await fs.mkdir(OUT_DIR, { recursive: true });
  // A module written for the test is bundled from a file beside the bundle (imports resolve there).
  const written = typeof entry === 'string' ? null : entry.code;
  const input = written === null ? (entry as string) : path.join(OUT_DIR, `${name}-entry-${process.pid}.mjs`);
  if (written !== null) await fs.writeFile(input, written);
  try {
    const result = (await build({
      configFile: false,
      logLevel: 'silent',
      plugins,
      build: {
        write: false,
        minify: false,
        lib: { entry: input, formats: ['es'], fileName: name },
        rolldownOptions: { external },
      },
    })) as Rolldown.RolldownOutput[];
    const chunk = result[0]!.output.find((output): output is Rolldown.OutputChunk => output.type === 'chunk')!;
    const file = path.join(OUT_DIR, `${name}-${process.pid}.mjs`);
    await fs.writeFile(file, chunk.code);
    return { modules: chunk.modules, file };
  } finally {
    if (written !== null) await fs.rm(input, { force: true });
  }
}
