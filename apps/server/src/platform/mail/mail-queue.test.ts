import net from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailQueue } from '../../db/schema/index.js';
import { startSmtpTestServer, type SmtpTestServer } from '../../test/smtp-test-server.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { MAIL_ATTEMPTS, queueMail, sendQueuedMail } from './mail-queue.js';

let smtp: SmtpTestServer;
let t: TestApp;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  t = await createTestApp({ env: { SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** A port on 127.0.0.1 where nothing listens: a mail server that is down. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('the mail queue', () => {
  it('sends each queued message once, even with two senders at work, and keeps none that went out', async () => {
    const messages = Array.from({ length: 30 }, (_, index) => ({
      to: `reader${index}@queue.test`,
      subject: `Queued ${index}`,
      text: 'hello',
    }));
    await queueMail(t.database.db, messages);
    const [first, second] = await Promise.all([sendQueuedMail(t.app.ctx), sendQueuedMail(t.app.ctx)]);
    expect(first + second).toBe(30);
    for (const message of messages) await smtp.mailTo(message.to);
    const received = smtp.received.filter((mail) => mail.subject.startsWith('Queued '));
    expect(received).toHaveLength(30);
    expect(await t.database.db.select().from(mailQueue)).toEqual([]);
  });

  it('keeps what the mail server refuses, retries it later, and gives up after the last attempt', async () => {
    const down = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` } });
    try {
      await queueMail(down.database.db, [{ to: 'later@queue.test', subject: 'Retried', text: 'hello' }]);
      expect(await sendQueuedMail(down.app.ctx)).toBe(0);
      const [kept] = await down.database.db.select().from(mailQueue);
      expect(kept).toMatchObject({ attempts: 1, lastError: expect.any(String) });
      expect(kept!.nextAttemptAt!.getTime()).toBeGreaterThan(Date.now());
      // Not due yet: the next run leaves it alone.
      expect(await sendQueuedMail(down.app.ctx)).toBe(0);
      expect((await down.database.db.select().from(mailQueue))[0]?.attempts).toBe(1);

      // Its last attempt comes, and fails too: it stays, with no next attempt.
      await down.database.db
        .update(mailQueue)
        .set({ attempts: MAIL_ATTEMPTS - 1, nextAttemptAt: new Date(Date.now() - 1000) })
        .where(eq(mailQueue.id, kept!.id));
      expect(await sendQueuedMail(down.app.ctx)).toBe(0);
      const [given] = await down.database.db.select().from(mailQueue);
      expect(given).toMatchObject({ attempts: MAIL_ATTEMPTS, nextAttemptAt: null });
    } finally {
      await down.close();
    }
  });
});
