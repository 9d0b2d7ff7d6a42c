import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mailQueue } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createUser } from '../../test/users.js';

let t: TestApp;
let proxied: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  proxied = await createTestApp({ env: { TRUST_PROXY: 'true' } });
});
afterAll(async () => {
  await t.close();
  await proxied.close();
});

const resetRequest = (app: TestApp, email: string, extra: { remoteAddress?: string; forwardedFor?: string } = {}) =>
  app.app.inject({
    method: 'POST',
    url: '/api/auth/request-password-reset',
    remoteAddress: extra.remoteAddress ?? '127.20.0.1',
    headers: extra.forwardedFor ? { 'x-forwarded-for': extra.forwardedFor } : {},
    payload: { email, redirectTo: '/reset-password' },
  });

async function resetMailsTo(app: TestApp, email: string) {
  return (await app.app.ctx.mailer.list(500)).filter((mail) => mail.to === email && /password/i.test(mail.subject))
    .length;
}

describe('sign-in limits', () => {
  it('stops one address trying a password on many accounts (spraying), and not the next address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/user/login',
        remoteAddress: '127.21.0.1',
        payload: { id: `victim${i}@example.test`, oauth: 'credentials', password: 'Summer2026!' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 50)).toEqual(Array(50).fill(401));
    expect(statuses.slice(50)).toEqual(Array(10).fill(429));

    const neighbour = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      remoteAddress: '127.21.0.2',
      payload: { id: 'victim0@example.test', oauth: 'credentials', password: 'Summer2026!' },
    });
    expect(neighbour.statusCode).toBe(401);
  });
});

describe("better-auth's endpoints", () => {
  it('key on the socket address: a new X-Forwarded-For per call does not lift the limit', async () => {
    const victim = await createUser(t.app, t.database.db);
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      statuses.push((await resetRequest(t, victim.email, { forwardedFor: `203.0.113.${i + 1}` })).statusCode);
    }
    expect(statuses.slice(0, 5)).toEqual(Array(5).fill(200));
    expect(statuses.slice(5)).toEqual([429, 429, 429]);
    // The victim's mailbox got five messages, not eight (once the mail job has sent what was queued).
    await vi.waitFor(async () => expect(await t.database.db.select().from(mailQueue)).toEqual([]), { timeout: 10_000 });
    expect(await resetMailsTo(t, victim.email)).toBe(5);
  });

  it('give every socket address its own bucket, so one attacker cannot block resets for everyone', async () => {
    const victim = await createUser(t.app, t.database.db);
    for (let i = 0; i < 6; i++) await resetRequest(t, 'nobody@example.test', { remoteAddress: '127.22.0.1' });
    expect((await resetRequest(t, 'nobody@example.test', { remoteAddress: '127.22.0.1' })).statusCode).toBe(429);
    const someoneElse = await resetRequest(t, victim.email, { remoteAddress: '127.22.0.2' });
    expect(someoneElse.statusCode).toBe(200);
  });

  it('behind a trusted proxy, take the client address from X-Forwarded-For', async () => {
    const victim = await createUser(proxied.app, proxied.database.db);
    for (let i = 0; i < 5; i++) await resetRequest(proxied, victim.email, { forwardedFor: '198.51.100.7' });
    expect((await resetRequest(proxied, victim.email, { forwardedFor: '198.51.100.7' })).statusCode).toBe(429);
    // Another client behind the same proxy is counted apart.
    expect((await resetRequest(proxied, victim.email, { forwardedFor: '198.51.100.8' })).statusCode).toBe(200);
  });
});
