#!/usr/bin/env node
// Builds what `npm start` runs — the web app (React Router on Vite) and the server (TypeScript
// bundled to JavaScript by esbuild, run with plain `node`) — each only when its sources changed
// since its last build: a hash of the inputs is kept beside each output. `--force` rebuilds all.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import * as esbuild from 'esbuild';

const ROOT = path.resolve(import.meta.dirname, '..');
const force = process.argv.includes('--force');
const quiet = process.argv.includes('--quiet');

/** Files under the inputs that a build reads: tests and generated folders are not among them. */
function inputFiles(inputs) {
  const files = [];
  for (const input of inputs) {
    const full = path.join(ROOT, input);
    if (!fs.existsSync(full)) continue;
    if (fs.statSync(full).isFile()) {
      files.push(full);
      continue;
    }
    for (const entry of fs.readdirSync(full, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || /\.test\.tsx?$/.test(entry.name)) continue;
      files.push(path.join(entry.parentPath, entry.name));
    }
  }
  return files.sort();
}

function hashOf(inputs) {
  const hash = createHash('sha256');
  for (const file of inputFiles(inputs))
    hash.update(path.relative(ROOT, file)).update('\0').update(fs.readFileSync(file));
  return hash.digest('hex');
}

/** Files the server sends as text (and so compressed): scripts, styles, translations, icons. */
const COMPRESSIBLE = /\.(?:js|mjs|css|json|svg|txt|xml|webmanifest)$/;

/**
 * Writes a brotli (`.br`, highest quality) and a gzip (`.gz`) copy beside every text file of the
 * web build that compression makes smaller; the server sends them as they are (@fastify/static's
 * `preCompressed`), so no file is compressed per request.
 */
function precompressAssets(directory) {
  for (const entry of fs.readdirSync(directory, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const body = fs.readFileSync(file);
    const br = brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
    const gz = gzipSync(body, { level: 9 });
    if (br.length < body.length) fs.writeFileSync(`${file}.br`, br);
    if (gz.length < body.length) fs.writeFileSync(`${file}.gz`, gz);
  }
}

const sharedInputs = ['packages/shared/src', 'packages/shared/package.json', 'package-lock.json'];

/** Workspace packages ship TypeScript source: bundle them. */
const bundleWorkspacePackages = {
  name: 'bundle-workspace-packages',
  setup(build) {
    build.onResolve({ filter: /^@vernissage\/shared$/ }, () => ({
      path: path.join(ROOT, 'packages/shared/src/index.ts'),
    }));
  },
};

/**
 * Packages bundled into the server with what they import, rather than left for Node to load from
 * node_modules: Better Auth (with Kysely and its own packages, some 600 modules) and Drizzle (some
 * 110), ES modules that read no files of their own. Node resolves, reads and compiles a package's
 * modules one by one; bundled, a start takes 0.4-0.7 s less (ADR 079). Every other package the
 * server names stays external: native ones (sharp), ones that read files beside them (PGlite's
 * WebAssembly, pdfkit's fonts, Swagger UI's pages), and the ones the web app's server build shares
 * with the server (one React Router, one zod: apps/web/vite.config.ts).
 */
const BUNDLED_PACKAGES = ['better-auth', 'drizzle-orm'];

function serverExternals() {
  const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'apps/server/package.json'), 'utf8'));
  return Object.keys({ ...manifest.dependencies, ...manifest.devDependencies }).filter(
    (name) => !BUNDLED_PACKAGES.includes(name) && !name.startsWith('@vernissage/'),
  );
}

/**
 * A CommonJS module bundled into the server's ES module finds no `__dirname`, `__filename` or
 * `require` there, and fails only when the line runs (esbuild's stand-in for `require` throws
 * "Dynamic require of … is not supported"): refuse such a build instead.
 */
function assertNoCommonJsLeft(outdir) {
  for (const file of fs.readdirSync(outdir).filter((name) => name.endsWith('.js'))) {
    const code = fs.readFileSync(path.join(outdir, file), 'utf8');
    const found = /\b__(?:dirname|filename)\b|Dynamic require of/.exec(code);
    if (found) throw new Error(`${file} needs "${found[0]}", which an ES module lacks: leave its package external`);
  }
}

const targets = [
  {
    name: 'web app',
    output: 'apps/web/build',
    inputs: [
      'apps/web/app',
      'apps/web/public',
      'apps/web/vite.config.ts',
      'apps/web/react-router.config.ts',
      'apps/web/package.json',
      'apps/web/postcss.config.mjs',
      ...sharedInputs,
    ],
    build: async () => {
      // Vite lists every asset it writes: keep that for when the build fails.
      const result = spawnSync('npm', ['run', 'build', '--workspace', '@vernissage/web', '--silent'], {
        cwd: ROOT,
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      });
      if (result.status !== 0) {
        process.stderr.write(`${result.stdout}${result.stderr}`);
        throw new Error('the web build failed');
      }
      precompressAssets(path.join(ROOT, 'apps/web/build/client'));
    },
  },
  {
    name: 'server',
    output: 'apps/server/dist',
    // This script too: a new entry point must reach builds whose sources did not change.
    inputs: ['apps/server/src', 'apps/server/package.json', 'scripts/build.mjs', ...sharedInputs],
    build: async () => {
      fs.rmSync(path.join(ROOT, 'apps/server/dist'), { recursive: true, force: true });
      await esbuild.build({
        absWorkingDir: ROOT,
        entryPoints: {
          server: 'apps/server/src/server.ts',
          admin: 'apps/server/src/cli/admin.ts',
          seed: 'apps/server/src/db/seed/run-seed.ts',
          // `npm run backup` / `restore` where only production packages are installed (no tsx).
          backup: 'apps/server/src/cli/backup.ts',
        },
        outdir: 'apps/server/dist',
        bundle: true,
        platform: 'node',
        format: 'esm',
        target: 'node20.19',
        external: serverExternals(),
        plugins: [bundleWorkspacePackages],
        sourcemap: 'linked',
        logLevel: 'warning',
      });
      assertNoCommonJsLeft(path.join(ROOT, 'apps/server/dist'));
    },
  },
];

for (const target of targets) {
  const stampFile = path.join(ROOT, target.output, '.inputs-hash');
  const hash = hashOf(target.inputs);
  const built = fs.existsSync(stampFile) ? fs.readFileSync(stampFile, 'utf8') : null;
  if (!force && built === hash) {
    if (!quiet) console.log(`${target.name}: up to date`);
    continue;
  }
  const started = Date.now();
  if (!quiet) console.log(`${target.name}: building…`);
  await target.build();
  fs.writeFileSync(stampFile, hash);
  if (!quiet) console.log(`${target.name}: built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
