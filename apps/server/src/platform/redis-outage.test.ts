import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { createEventBus } from './event-bus.js';
import { createPageCache } from './page-cache.js';

/**
 * An instance whose Redis is away (ADR 049) keeps serving: readiness says `degraded`, sign-in
 * answers and is still rate-limited (counted in the instance's memory), the page cache misses,
 * the event bus neither throws nor ends the process. Redis here is a port nobody listens on, so
 * these run without one.
 */
async function deadRedisUrl(): Promise<string> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return `redis://127.0.0.1:${port}`;
}

describe('with Redis away', () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    url = await deadRedisUrl();
    t = await createTestApp({ env: { REDIS_URL: url } });
  });
  afterAll(() => t?.close());

  it('is ready but degraded', async () => {
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'degraded', database: t.database.kind, redis: 'down' });
  });

  it('still answers sign-ins, and still limits them, counting in its own memory', async () => {
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { id: 'nobody@example.test', oauth: 'credentials', password: 'wrong password' },
      });
    // The sign-in limit: 10 tries at one account from one address in 10 minutes.
    for (let tries = 0; tries < 10; tries++) expect((await attempt()).statusCode).toBe(401);
    const refused = await attempt();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'rate_limited' });
  });

  it('misses in the page cache instead of failing, and tells why', async () => {
    const errors: unknown[] = [];
    const cache = createPageCache({ redisUrl: url, namespace: 'outage:', onError: (error) => errors.push(error) });
    const page = { body: '<p>x</p>', type: 'text/html', etag: '"x"' };
    expect(await cache.epoch()).toBe(-1);
    await expect(cache.put('/a', page, ['t'], 0)).resolves.toBeUndefined();
    await expect(cache.get('/a')).resolves.toBeUndefined();
    await expect(cache.invalidate(['t'])).resolves.toBeUndefined();
    expect(errors.length).toBeGreaterThanOrEqual(4);
    await cache.close();
  });

  it('keeps the event bus up without an unhandled rejection, and closes it at once', async () => {
    const bus = createEventBus({ redisUrl: url, onError: () => undefined });
    bus.publish('g:x', { type: 'artwork', aid: 'a', gid: 'x', state: 0 });
    // Long enough for the first subscription attempt to fail (vitest fails on an unhandled rejection).
    await new Promise((resolve) => setTimeout(resolve, 500));
    const started = performance.now();
    await bus.close();
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
