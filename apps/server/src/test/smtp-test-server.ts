import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A message the test SMTP server received. */
export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  /** The addresses an answer goes to (`Reply-To`), when the mail names any. */
  replyTo: string[];
}

/**
 * A real SMTP server on 127.0.0.1 that keeps what it receives, so tests read the mail the
 * platform actually sent over the wire (SMTP_URL points at it).
 */
export async function startSmtpTestServer() {
  const received: ReceivedMail[] = [];
  /** While set, every recipient is refused for now (451), as a busy or greylisting server does. */
  const state = { refusing: false, refused: 0 };
  const waiters: { match: (mail: ReceivedMail) => boolean; resolve: (mail: ReceivedMail) => void }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (!state.refusing) return callback();
      state.refused++;
      callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const to = [parsed.to ?? []].flat().flatMap((address) => address.value.map((entry) => entry.address ?? ''));
          const replyTo = parsed.replyTo?.value.map((entry) => entry.address ?? '') ?? [];
          const mail = { to, subject: parsed.subject ?? '', text: parsed.text ?? '', replyTo };
          received.push(mail);
          for (const waiter of waiters.splice(0)) {
            if (waiter.match(mail)) waiter.resolve(mail);
            else waiters.push(waiter);
          }
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Refuses every recipient for now (451) while `state.refusing`; `state.refused` counts them. */
    state,
    /** The first mail to this address (already received, or the next to arrive). */
    mailTo(address: string, subjectPattern?: RegExp): Promise<ReceivedMail> {
      const match = (mail: ReceivedMail) =>
        mail.to.includes(address.toLowerCase()) && (!subjectPattern || subjectPattern.test(mail.subject));
      const found = received.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve) => waiters.push({ match, resolve }));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpTestServer = Awaited<ReturnType<typeof startSmtpTestServer>>;

/** The first link in a mail that goes to the given path. */
export function linkIn(mail: ReceivedMail, pathPart: string): string {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((url) => url.includes(pathPart));
  if (!link) throw new Error(`no ${pathPart} link in mail "${mail.subject}":\n${mail.text}`);
  return link;
}
