import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startSmtpTestServer, type SmtpTestServer } from '../../apps/server/src/test/smtp-test-server.js';
import { call, PASSWORD } from './support/api.js';
import { startCluster, type Cluster } from './support/cluster.js';

/**
 * Mail through a real SMTP server with two instances sharing the queue (ADR 049): a message the
 * server refuses for now is retried, and once it takes mail again each message arrives once,
 * though both instances retry at the same moment.
 */
const suffix = Date.now().toString(36);
let smtp: SmtpTestServer;
let cluster: Cluster;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  cluster = await startCluster({ env: { SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await cluster?.close();
  await smtp?.close();
});

const queue = async () =>
  (
    await cluster.db.query<{ to: string; attempts: number; last_error: string | null; due: boolean | null }>(
      'select "to", attempts, last_error, next_attempt_at is not null as due from mail_queue',
    )
  ).rows;

describe('mail on two instances', () => {
  it('retries what the mail server refused, and sends each message once when both instances retry together', async () => {
    smtp.state.refusing = true;
    const emails = ['ann', 'ben', 'cho', 'dan', 'eun', 'fay'].map((who) => `${who}-${suffix}@cluster.test`);
    // Sign-ups through the proxy, so through both instances: each queues its verification mail.
    for (const email of emails) {
      const signup = await call(cluster.url, '/api/user/signup', {
        body: { email, password: PASSWORD, name: email.split('@')[0], type: 3, allowMarketing: false },
      });
      expect(signup.status, await signup.clone().text()).toBe(200);
    }
    // Each was tried, refused, and waits for its retry.
    await vi.waitFor(
      async () => {
        const waiting = await queue();
        expect(waiting.map((row) => row.to).sort()).toEqual([...emails].sort());
        for (const row of waiting) {
          expect(row.attempts).toBeGreaterThanOrEqual(1);
          expect(row.last_error).toMatch(/451|Try again later/);
          expect(row.due).toBe(true);
        }
      },
      { timeout: 30_000, interval: 200 },
    );
    expect(smtp.received).toHaveLength(0);
    expect(smtp.state.refused).toBeGreaterThanOrEqual(emails.length);

    // Both instances go down; the server takes mail again and the retries fall due; both start at
    // the same moment, and each runs the mail job as it starts.
    await Promise.all([cluster.stop(0), cluster.stop(1)]);
    smtp.state.refusing = false;
    await cluster.db.query(`update mail_queue set next_attempt_at = now() - interval '1 second'`);
    await Promise.all([cluster.restart(0), cluster.restart(1)]);

    await vi.waitFor(async () => expect(await queue()).toEqual([]), { timeout: 30_000, interval: 200 });
    for (const email of emails) {
      expect(smtp.received.filter((mail) => mail.to.includes(email))).toHaveLength(1);
    }
    expect(smtp.received).toHaveLength(emails.length);
  });
});
