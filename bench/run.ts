import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { removeDataDir, REPO_ROOT, startServer } from '../e2e/support/server.js';
import { measure, warmUp, type Measurement } from './measure.js';

/**
 * `npm run bench`: the platform beside a bare Fastify baseline, in the same run on the same
 * machine, so the figures are ratios rather than absolute numbers that depend on the machine.
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

async function startBaseline(html: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'bench/baseline-server.ts')], {
    env: { ...process.env, BASELINE_HTML: html },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<string>((resolve) => {
    child.stdout.on('data', (chunk: Buffer) => {
      const match = /listening on (\d+)/.exec(chunk.toString());
      if (match?.[1]) resolve(match[1]);
    });
  });
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') };
}

async function pair(name: string, url: string, baselineUrl: string, headers?: Record<string, string>) {
  await warmUp(baselineUrl, headers);
  await warmUp(url, headers);
  const options = { seconds: SECONDS, connections: CONNECTIONS, headers };
  const baseline = await measure(`${name} (bare Fastify)`, baselineUrl, options);
  const app = await measure(name, url, options);
  return { baseline, app };
}

function row(m: Measurement) {
  return `${m.name.padEnd(34)} ${m.requestsPerSecond.toFixed(0).padStart(8)} req/s   p50 ${m.p50Ms.toFixed(2).padStart(6)} ms   p95 ${m.p95Ms.toFixed(2).padStart(6)} ms${m.errors || m.non2xx ? `   errors ${m.errors} non-2xx ${m.non2xx}` : ''}`;
}

async function main() {
  const server = await startServer({ env: { LOG_LEVEL: 'warn', SEED_DEMO: 'true' } });
  const headers = { 'accept-language': 'ko' };
  const pageHtml = await (await fetch(`${server.url}/pricing`, { headers })).text();
  const baseline = await startBaseline(pageHtml);
  try {
    const results = [
      await pair('GET /api/health', `${server.url}/api/health`, `${baseline.url}/api/health`),
      await pair('GET /pricing (server-rendered)', `${server.url}/pricing`, `${baseline.url}/page`, headers),
    ];
    console.log(`\nVernissage bench — ${SECONDS}s each, ${CONNECTIONS} connections, node ${process.version}\n`);
    const summary = results.map(({ baseline: base, app }) => {
      console.log(row(base));
      console.log(row(app));
      const ratio = {
        name: app.name,
        throughputRatio: app.requestsPerSecond / base.requestsPerSecond,
        p95Ratio: app.p95Ms / base.p95Ms,
      };
      console.log(
        `  → throughput ${(ratio.throughputRatio * 100).toFixed(0)}% of baseline, p95 ${ratio.p95Ratio.toFixed(2)}× baseline\n`,
      );
      return { baseline: base, app, ...ratio };
    });
    const out = path.join(REPO_ROOT, 'bench/results');
    await fs.mkdir(out, { recursive: true });
    await fs.writeFile(
      path.join(out, 'latest.json'),
      JSON.stringify({ at: new Date().toISOString(), seconds: SECONDS, connections: CONNECTIONS, summary }, null, 2),
    );
  } finally {
    baseline.stop();
    await server.stop();
    await removeDataDir(server.dataDir);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
