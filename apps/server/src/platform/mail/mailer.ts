import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';

/** One outgoing message. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where the reader's answer goes, when not to the platform's sender address. */
  replyTo?: string;
}

/** A message kept in the outbox when no SMTP server is configured. */
export interface OutboxEntry extends MailMessage {
  id: string;
  from: string;
  sentAt: string;
}

export interface Mailer {
  /** `smtp` sends for real; `outbox` keeps messages under DATA_DIR for the outbox page. */
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  /** The newest messages first (outbox only; SMTP has nothing to list). */
  list(limit?: number): Promise<OutboxEntry[]>;
  close(): void;
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  /** Where the outbox announces each message with its links (the server's log). */
  log: (message: string) => void;
}

/** Nodemailer over SMTP_URL, or an outbox directory when there is none. */
export function createMailer(options: MailerOptions): Mailer {
  return options.smtpUrl
    ? smtpMailer(options.smtpUrl, options.from)
    : outboxMailer(options.outboxDir, options.from, options.log);
}

/** The web links of a message's text. */
export function linksIn(text: string): string[] {
  return [...new Set(text.match(/https?:\/\/[^\s<>"')]+/g) ?? [])];
}

function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport: Transporter = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    send: async (message) => {
      await transport.sendMail({ from, ...message });
    },
    list: async () => [],
    close: () => transport.close(),
  };
}

/**
 * The outbox of an installation without SMTP: messages kept under DATA_DIR, listed to platform
 * admins, and announced in the server's log with their links, so whoever runs the server can
 * follow a verification link without anyone else being able to read it.
 */
function outboxMailer(dir: string, from: string, log: (message: string) => void): Mailer {
  return {
    kind: 'outbox',
    send: async (message) => {
      await fs.mkdir(dir, { recursive: true });
      const entry: OutboxEntry = { id: randomUUID(), from, sentAt: new Date().toISOString(), ...message };
      // Time-prefixed names keep the directory listing in sending order.
      await fs.writeFile(path.join(dir, `${Date.now()}-${entry.id}.json`), JSON.stringify(entry, null, 2));
      const links = linksIn(message.text);
      log(`Mail to ${message.to} kept in the outbox (no SMTP_URL): "${message.subject}" ${links.join(' ')}`.trim());
    },
    list: async (limit = 50) => {
      const names = await fs.readdir(dir).catch(() => [] as string[]);
      const newest = names
        .filter((name) => name.endsWith('.json'))
        .sort()
        .reverse()
        .slice(0, limit);
      return Promise.all(
        newest.map(async (name) => JSON.parse(await fs.readFile(path.join(dir, name), 'utf8')) as OutboxEntry),
      );
    },
    close: () => undefined,
  };
}
