import type { Page } from 'playwright-core';
import { vi } from 'vitest';
import type { RunningServer } from './server.js';

/** A signed-up person of the journeys. */
export interface TestAccount {
  email: string;
  password: string;
  name: string;
  /** User type code (gallery 0, collector 3, artist 7). */
  type: number;
}

/**
 * Signs an account up through the API and returns the verification link the server printed in
 * its log (it has no SMTP server in these journeys, and its outbox is for platform admins only),
 * which signs in whichever browser opens it.
 */
export async function signUpThroughApi(server: RunningServer, account: TestAccount): Promise<string> {
  const signup = await fetch(`${server.url}/api/user/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', version: '1.0' },
    body: JSON.stringify(account),
  });
  if (!signup.ok) throw new Error(`sign-up of ${account.email} answered ${signup.status}: ${await signup.text()}`);
  // The mail may be sent after the answer (by the job runner): read the log until it is there.
  return vi.waitFor(() => verificationLinkIn(server.output(), account.email), { timeout: 15_000, interval: 100 });
}

/** The verification link of the newest mail to `email` that the server printed in its log. */
export function verificationLinkIn(log: string, email: string): string {
  const line = log
    .split('\n')
    .filter((entry) => entry.includes(`Mail to ${email} kept in the outbox`))
    .at(-1);
  const link = line?.match(/https?:\/\/[^\s"\\]+/g)?.find((url) => url.includes('/api/auth/verify-email'));
  if (!link) throw new Error(`no verification mail for ${email} in the server's log`);
  return link;
}

/** Opens a verification link in a browser, which lands signed in on the dashboard. */
export async function verifyIn(page: Page, appUrl: string, link: string): Promise<void> {
  await page.goto(link);
  await page.waitForURL(`${appUrl}/`);
  await page.getByTestId('user-menu').waitFor();
}
