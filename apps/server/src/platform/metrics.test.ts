import { ErrorCode } from '@vernissage/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { createUser } from '../test/users.js';
import type { Job } from './jobs.js';

const TOKEN = 'metrics-token-for-the-test-0123';

/** The value of one sample line (`name{labels} value`), or undefined when it is not there. */
function sample(text: string, line: string): number | undefined {
  const found = text.split('\n').find((entry) => entry.startsWith(`${line} `));
  return found === undefined ? undefined : Number(found.slice(line.length + 1));
}

describe('Prometheus metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(() => t.close());

  const scrape = async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('text/plain');
    return answer.body;
  };

  it('are served only with the bearer token, with the error shape otherwise', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-of-the-same-length', `Basic ${TOKEN}`, TOKEN]) {
      const answer = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toMatchObject({ code: String(ErrorCode.unauthenticated), message: expect.any(String) });
      expect(answer.body).not.toContain('vernissage_http');
    }
  });

  it('count and time every request by its declared route, method and status, never by an id in the path', async () => {
    const gallery = await createUser(t.app, t.database.db, { type: 0 });
    for (let n = 0; n < 3; n += 1) await t.app.inject({ method: 'GET', url: '/api/health' });
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/workspace/tokens/no-such-token-4711/calls',
      headers: { ...gallery.auth, gid: gallery.gid },
    });
    expect(missing.statusCode).toBe(404);

    const text = await scrape();
    expect(sample(text, 'vernissage_http_requests_total{method="GET",route="/api/health",status="200"}')).toBe(3);
    expect(sample(text, 'vernissage_http_request_duration_seconds_count{method="GET",route="/api/health"}')).toBe(3);
    // The histogram's buckets are cumulative and end with all of them.
    expect(
      sample(text, 'vernissage_http_request_duration_seconds_bucket{le="+Inf",method="GET",route="/api/health"}'),
    ).toBe(3);
    expect(text).toContain('route="/api/workspace/tokens/{id}/calls",status="404"');
    expect(text).not.toContain('no-such-token-4711');
    // The scrapes themselves are not counted.
    expect(text).not.toContain('route="/metrics"');
  });

  it('count background job runs by outcome', async () => {
    const ran: Job = { name: 'metrics-test-ok', everyMs: 60_000, run: () => Promise.resolve(0) };
    const failed: Job = { name: 'metrics-test-failed', everyMs: 60_000, run: () => Promise.reject(new Error('down')) };
    t.app.ctx.jobs.wake(ran);
    t.app.ctx.jobs.wake(ran);
    t.app.ctx.jobs.wake(failed);
    await expect
      .poll(async () => sample(await scrape(), 'vernissage_job_runs_total{job="metrics-test-failed",outcome="failed"}'))
      .toBe(1);
    await expect
      .poll(async () => sample(await scrape(), 'vernissage_job_runs_total{job="metrics-test-ok",outcome="ok"}'))
      .toBe(2);
    const text = await scrape();
    expect(sample(text, 'vernissage_job_run_duration_seconds_count{job="metrics-test-ok"}')).toBe(2);
  });

  it('say how many event streams are open', async () => {
    const collector = await createUser(t.app, t.database.db, { type: 3 });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const address = t.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const controller = new AbortController();
    const stream = await fetch(`http://127.0.0.1:${port}/api/events`, {
      headers: { cookie: collector.cookie },
      signal: controller.signal,
    });
    expect(stream.status).toBe(200);
    expect(sample(await scrape(), 'vernissage_event_streams')).toBe(1);
    controller.abort();
    await expect.poll(async () => sample(await scrape(), 'vernissage_event_streams')).toBe(0);
  });

  it('show the database pool on PostgreSQL (PGlite has none)', async () => {
    const text = await scrape();
    if (t.database.kind === 'postgres') {
      expect(sample(text, 'vernissage_db_pool_connections{state="total"}')).toBeGreaterThan(0);
      expect(sample(text, 'vernissage_db_pool_connections{state="waiting"}')).toBe(0);
    } else {
      expect(text).not.toContain('vernissage_db_pool_connections');
    }
    // The process's own figures come along.
    expect(sample(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
  });
});

describe('without METRICS_TOKEN', () => {
  it('there is no metrics endpoint', async () => {
    const t = await createTestApp();
    try {
      const answer = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer x' } });
      expect(answer.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
