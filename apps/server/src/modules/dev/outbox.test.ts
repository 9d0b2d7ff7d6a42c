import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMailer } from '../../platform/mail/mailer.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createUser } from '../../test/users.js';
import { setAdmin } from '../user/admin.service.js';

let t: TestApp;
let dev: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { NODE_ENV: 'production' } });
  dev = await createTestApp({ env: { NODE_ENV: 'development' } });
});
afterAll(async () => {
  await t.close();
  await dev.close();
});

async function requestReset(app: TestApp, email: string) {
  const response = await app.app.inject({
    method: 'POST',
    url: '/api/auth/request-password-reset',
    payload: { email, redirectTo: '/reset-password' },
  });
  expect(response.statusCode).toBe(200);
}

describe('the outbox', () => {
  it('shows reset links to nobody but a platform admin', async () => {
    const victim = await createUser(t.app, t.database.db);
    const attacker = await createUser(t.app, t.database.db);
    await requestReset(t, victim.email);

    const anonymous = await t.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body).not.toContain('reset-password');
    // Headers that claim to come from this machine change nothing.
    const spoofed = await t.app.inject({
      method: 'GET',
      url: '/api/dev/outbox',
      headers: { 'x-forwarded-for': '127.0.0.1', ...attacker.auth },
    });
    expect(spoofed.statusCode).toBe(403);
    expect(spoofed.body).not.toContain('reset-password');

    const admin = await createUser(t.app, t.database.db);
    await setAdmin(t.database.db, admin.email, true);
    await vi.waitFor(async () => {
      const listed = await t.app.inject({ method: 'GET', url: '/api/dev/outbox', headers: admin.auth });
      expect(listed.statusCode).toBe(200);
      const reset = listed.json<{ to: string; text: string }[]>().find((mail) => mail.to === victim.email);
      expect(reset?.text).toContain('/api/auth/reset-password/');
    });
  });

  it('in development, opens to the developer at this machine only', async () => {
    await requestReset(dev, (await createUser(dev.app, dev.database.db)).email);
    // The mail job sends it a moment after the request.
    await vi.waitFor(async () => {
      const local = await dev.app.inject({ method: 'GET', url: '/api/dev/outbox', remoteAddress: '127.0.0.1' });
      expect(local.statusCode).toBe(200);
      expect(local.body).toContain('reset-password');
    });
    const remote = await dev.app.inject({
      method: 'GET',
      url: '/api/dev/outbox',
      remoteAddress: '192.0.2.10',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(remote.statusCode).toBe(401);
  });

  it("prints each message's links in the server's log, for whoever runs it", async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'vernissage-outbox-'));
    const lines: string[] = [];
    const mailer = createMailer({
      smtpUrl: undefined,
      from: 'x@vernissage.test',
      outboxDir: dir,
      log: (line) => lines.push(line),
    });
    await mailer.send({
      to: 'new@gallery.test',
      subject: 'Verify your e-mail',
      text: 'Follow http://localhost:3000/api/auth/verify-email?token=abc to verify.',
    });
    expect(lines).toEqual([
      'Mail to new@gallery.test kept in the outbox (no SMTP_URL): "Verify your e-mail" http://localhost:3000/api/auth/verify-email?token=abc',
    ]);
    await fs.rm(dir, { recursive: true, force: true });
  });
});
