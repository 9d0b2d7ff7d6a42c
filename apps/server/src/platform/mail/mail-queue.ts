import { and, asc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { mailQueue } from '../../db/schema/index.js';
import type { AppContext } from '../context.js';
import { newId } from '../ids.js';
import type { Job } from '../jobs.js';
import type { MailMessage } from './mailer.js';

/** Messages one run takes at a time. */
const BATCH = 20;
/** How long a taken message is left to its sender before another may take it (a crash mid-send). */
const LEASE_SECONDS = 300;
/** Attempts before a message is given up (and kept, `next_attempt_at` null). */
export const MAIL_ATTEMPTS = 6;

/**
 * Queues mail in the caller's transaction: it is sent after the commit by the `send-mail` job,
 * and never if the transaction rolls back. Wake the job after the commit (`ctx.jobs.wake`) for it
 * to go out at once rather than at the next interval.
 */
export async function queueMail(tx: Database, messages: readonly MailMessage[]): Promise<void> {
  if (messages.length === 0) return;
  await tx.insert(mailQueue).values(
    messages.map((message) => ({
      id: newId(),
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
      replyTo: message.replyTo ?? null,
    })),
  );
}

/**
 * Sends what is due, oldest first, until nothing is. Each message is taken under a lease with
 * `FOR UPDATE SKIP LOCKED`, so several instances share the queue without sending one message
 * twice; a crash between sending and deleting may send it again once the lease ends (at least
 * once, never lost). A refused message is retried later, with a longer wait each time.
 */
export async function sendQueuedMail(ctx: AppContext): Promise<number> {
  let sent = 0;
  for (;;) {
    const taken = await takeDue(ctx.db);
    for (const row of taken) {
      try {
        await ctx.mailer.send({
          to: row.to,
          subject: row.subject,
          text: row.text,
          ...(row.html && { html: row.html }),
          ...(row.replyTo && { replyTo: row.replyTo }),
        });
        await ctx.db.delete(mailQueue).where(eq(mailQueue.id, row.id));
        sent++;
      } catch (error) {
        const last = row.attempts >= MAIL_ATTEMPTS;
        ctx.logger[last ? 'error' : 'warn'](
          { err: error, to: row.to, subject: row.subject, attempt: row.attempts },
          last ? 'mail could not be sent: given up' : 'mail could not be sent: will retry',
        );
        await ctx.db
          .update(mailQueue)
          .set({
            lastError: String(error instanceof Error ? error.message : error).slice(0, 1000),
            // 1, 4, 16, 64, 256 minutes.
            nextAttemptAt: last ? null : sql`now() + make_interval(mins => ${4 ** (row.attempts - 1)}::int)`,
          })
          .where(eq(mailQueue.id, row.id));
      }
    }
    if (taken.length < BATCH) return sent;
  }
}

/** Takes a batch of due messages: leased to this sender, its attempt counted. */
async function takeDue(db: Database) {
  const due = db
    .select({ id: mailQueue.id })
    .from(mailQueue)
    .where(and(isNotNull(mailQueue.nextAttemptAt), lte(mailQueue.nextAttemptAt, sql`now()`)))
    .orderBy(asc(mailQueue.createdAt), asc(mailQueue.id))
    .limit(BATCH)
    .for('update', { skipLocked: true });
  const taken = await db
    .update(mailQueue)
    .set({
      attempts: sql`${mailQueue.attempts} + 1`,
      nextAttemptAt: sql`now() + make_interval(secs => ${LEASE_SECONDS}::int)`,
    })
    .where(inArray(mailQueue.id, due))
    .returning();
  return taken.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
}

/** Sends queued mail: at start (what was queued while no instance ran), after commits, and every 30 s. */
export const sendMailJob: Job = { name: 'send-mail', everyMs: 30_000, run: sendQueuedMail };
