import type { Plugin } from 'vite';

/** The module the server's build imports the browser's chunk graph from. */
const CHUNK_IMPORTS_MODULE = 'virtual:chunk-imports';
const RESOLVED = `\0${CHUNK_IMPORTS_MODULE}`;

/** Each browser chunk's URL, with the URLs of the chunks it imports statically. */
export type ChunkImports = Record<string, readonly string[]>;

/**
 * Hands the server's build what the browser's build made: which chunk imports which (ADR 064).
 * The server then evaluates a page's chunks one at a time, each after what it imports. React Router
 * builds the browser's code first, then the server's, with the plugins shared between the two
 * (`v8_viteEnvironmentApi`); a server built alone (the development server, tests) gets no chunks,
 * and pages load their modules as React Router writes them.
 */
export function chunkImports(): Plugin {
  let graph: ChunkImports = {};
  return {
    name: 'chunk-imports',
    resolveId: (id) => (id === CHUNK_IMPORTS_MODULE ? RESOLVED : undefined),
    load: (id) => (id === RESOLVED ? `export default ${JSON.stringify(graph)};` : undefined),
    generateBundle(_options, bundle) {
      if (this.environment.name !== 'client') return;
      const base = this.environment.config.base;
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      graph = Object.fromEntries(
        chunks.map((chunk) => [base + chunk.fileName, chunk.imports.map((file) => base + file)]),
      );
    },
  };
}
