import { isLocale, type Locale } from '@vernissage/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema/index.js';

/**
 * Who a mail goes to: the address, and the language they read it in (issue 18, ADR 038). `null`
 * when we do not know it (an address without an account, an account from before it was kept):
 * such mail is written in Korean and English together.
 */
export interface Recipient {
  email: string;
  locale: Locale | null;
}

/** The language an account's mail is written in, from its stored `users.locale`. */
export function mailLocale(stored: string | null | undefined): Locale | null {
  return isLocale(stored) ? stored : null;
}

/** A recipient from an account's address and stored language. */
export function mailTo(email: string, stored: string | null | undefined): Recipient {
  return { email, locale: mailLocale(stored) };
}

/** An address as a recipient: in its account's language, or in both when no account has it. */
export async function recipientAt(db: Database, email: string): Promise<Recipient> {
  const [row] = await db
    .select({ locale: users.locale })
    .from(users)
    .where(eq(users.email, email.toLowerCase()))
    .limit(1);
  return mailTo(email, row?.locale);
}
