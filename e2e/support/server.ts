import { spawn, type ChildProcess } from 'node:child_process';
import type { Dirent } from 'node:fs';
import fs from 'node:fs/promises';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
/** The compiled server that `npm start` runs (built by `npm test` before the journeys). */
const SERVER_ENTRY = path.join(REPO_ROOT, 'apps/server/dist/server.js');

export interface RunningServer {
  url: string;
  dataDir: string;
  process: ChildProcess;
  /** Everything the process printed so far. */
  output(): string;
  /** Sends the signal and resolves with the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/**
 * A port nobody listens on right now, for a server whose address must be known before it
 * starts (an identity provider needs the redirect URI in advance).
 */
export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** A fresh data directory for one server; removed by `removeDataDir`. */
export function makeDataDir(): Promise<string> {
  return fs.mkdtemp(path.join(os.tmpdir(), 'vernissage-e2e-'));
}

export function removeDataDir(dir: string) {
  return fs.rm(dir, { recursive: true, force: true });
}

/**
 * Starts the real server process as `npm start` does (production web build, embedded database)
 * on a free port, and resolves once it prints its address. Without a `dataDir` it starts on a copy
 * of a template data directory (see `templateDataDir`).
 */
export async function startServer(options: { dataDir?: string; env?: NodeJS.ProcessEnv } = {}): Promise<RunningServer> {
  let dataDir = options.dataDir;
  if (!dataDir) {
    dataDir = await makeDataDir();
    await copyDir(await templateDataDir(options.env?.SEED_DEMO === 'true'), dataDir);
  }
  return launch(dataDir, options.env);
}

/**
 * Copies a template's files into an existing folder, 32 at a time: a data directory is ~1,800
 * files (PGlite's cluster), which `fs.cp` copies one by one in 1.7-3.2 s; this takes 0.2-0.3 s.
 */
async function copyDir(from: string, to: string) {
  const entries = await fs.readdir(from, { recursive: true, withFileTypes: true });
  const target = (entry: Dirent) => path.join(to, path.relative(from, path.join(entry.parentPath, entry.name)));
  for (const entry of entries) if (entry.isDirectory()) await fs.mkdir(target(entry), { recursive: true });
  const files = entries.filter((entry) => entry.isFile());
  await Promise.all(
    Array.from({ length: 32 }, async () => {
      for (let entry = files.pop(); entry; entry = files.pop())
        await fs.copyFile(path.join(entry.parentPath, entry.name), target(entry));
    }),
  );
}

async function launch(dataDir: string, env: NodeJS.ProcessEnv = {}): Promise<RunningServer> {
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Not the browsers' zone (`openBrowser`): what the server writes must not depend on its own.
      TZ: 'UTC',
      // Journeys make their own accounts; the demo seed (images and all) is tested on its own.
      SEED_DEMO: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const url = await new Promise<string>((resolve, reject) => {
    const onData = () => {
      const match = /running at (http:\/\/localhost:\d+)\//.exec(output);
      if (match?.[1]) {
        child.stdout.off('data', onData);
        resolve(match[1].replace('localhost', '127.0.0.1'));
      }
    };
    child.stdout.on('data', onData);
    void exited.then((code) => reject(new Error(`server exited with ${code} before listening:\n${output}`)));
  });

  return {
    url,
    dataDir,
    process: child,
    output: () => output,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
  };
}

/**
 * Templates older than this are made again. The demo's holds and offers count down from the hour
 * it was seeded (the home journey reads "6 days 23 hours" left on a hold), so its template must be
 * young enough for a whole run to finish within that hour; the empty one has no dates.
 */
const TEMPLATE_MAX_AGE_MS = { demo: 30 * 60 * 1000, empty: 6 * 60 * 60 * 1000 };
const TEMPLATE_PREFIX = 'vernissage-e2e-template-';
/** Longer than making a template takes on a slow machine (the demo's: under a minute). */
const MAKING_MAX_AGE_MS = 5 * 60 * 1000;

/**
 * A server on a new data directory creates its database and runs every migration, and with the
 * demo seed makes its accounts, works and images: seconds to tens of seconds, for every journey.
 * So the first start of each kind (empty or demo) for a server build is kept, stopped cleanly, as
 * a template in the temporary folder, and later servers start on a copy of it. The server build's
 * own input hash (which covers the migrations and seeds) names it, so a changed server never
 * starts on an old template. The server-process journey, which tests first starts, passes its own
 * data directories.
 */
async function templateDataDir(seedDemo: boolean): Promise<string> {
  const build = (await fs.readFile(path.join(REPO_ROOT, 'apps/server/dist/.inputs-hash'), 'utf8')).slice(0, 16);
  const kind = seedDemo ? 'demo' : 'empty';
  const template = path.join(os.tmpdir(), `${TEMPLATE_PREFIX}${kind}-${build}`);
  const making = `${template}.making`;
  for (;;) {
    const made = await fs.stat(template).catch(() => null);
    if (made && Date.now() - made.mtimeMs < TEMPLATE_MAX_AGE_MS[kind]) return template;
    // One maker at a time: a journey file that finds another making this template waits for it
    // rather than making its own beside it (the demo's seed takes tens of seconds of both cores).
    // A mark older than any making is a stopped run's.
    if (
      await fs.mkdir(making).then(
        () => true,
        () => false,
      )
    )
      break;
    const mark = await fs.stat(making).catch(() => null);
    if (mark && Date.now() - mark.mtimeMs > MAKING_MAX_AGE_MS) await fs.rm(making, { recursive: true, force: true });
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  try {
    // Stale templates go, this build's and others' (those of other builds younger than that may
    // be in use by a run of another checkout).
    for (const entry of await fs.readdir(os.tmpdir())) {
      if (!entry.startsWith(TEMPLATE_PREFIX) || entry === path.basename(making)) continue;
      const maxAge = TEMPLATE_MAX_AGE_MS[entry.startsWith(`${TEMPLATE_PREFIX}demo-`) ? 'demo' : 'empty'];
      const stale = await fs.stat(path.join(os.tmpdir(), entry)).catch(() => null);
      if (stale && Date.now() - stale.mtimeMs >= maxAge) await removeDataDir(path.join(os.tmpdir(), entry));
    }
    const fresh = await makeDataDir();
    const server = await launch(fresh, { SEED_DEMO: String(seedDemo) });
    const code = await server.stop();
    if (code !== 0) throw new Error(`the template server stopped with ${code}:\n${server.output()}`);
    // A run of another checkout of the same build may have made it meanwhile.
    await fs.rename(fresh, template).catch(async (error: unknown) => {
      if (!(await fs.stat(template).catch(() => null))) throw error;
      await removeDataDir(fresh);
    });
    return template;
  } finally {
    await fs.rm(making, { recursive: true, force: true });
  }
}

/** Runs the server entry with the given environment and waits for it to exit (for bad configs). */
export async function runServerToExit(env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { code, output };
}
