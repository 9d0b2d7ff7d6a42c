import type { Page } from 'playwright-core';
import { vi } from 'vitest';

/** A signed-up person of the journeys. */
export interface TestAccount {
  email: string;
  password: string;
  name: string;
  /** User type code (gallery 0, collector 3, artist 7). */
  type: number;
}

/**
 * Signs an account up through the API and returns the verification link from the outbox (the
 * server has no SMTP server in these journeys), which signs in whichever browser opens it.
 */
export async function signUpThroughApi(appUrl: string, account: TestAccount): Promise<string> {
  const signup = await fetch(`${appUrl}/api/user/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', version: '1.0' },
    body: JSON.stringify(account),
  });
  if (!signup.ok) throw new Error(`sign-up of ${account.email} answered ${signup.status}: ${await signup.text()}`);
  // The mail may be sent after the answer (by the job runner): ask the outbox until it is there.
  return vi.waitFor(
    async () => {
      const answer = await fetch(`${appUrl}/api/dev/outbox`, { headers: { version: '1.0' } });
      const outbox = (await answer.json()) as { to: string; text: string }[];
      const link = outbox
        .filter((mail) => mail.to === account.email)
        .flatMap((mail) => mail.text.match(/https?:\/\/\S+/g) ?? [])
        .find((url) => url.includes('/api/auth/verify-email'));
      if (!link) throw new Error(`no verification mail for ${account.email} in the outbox`);
      return link;
    },
    { timeout: 15_000, interval: 100 },
  );
}

/** Opens a verification link in a browser, which lands signed in on the dashboard. */
export async function verifyIn(page: Page, appUrl: string, link: string): Promise<void> {
  await page.goto(link);
  await page.waitForURL(`${appUrl}/`);
  await page.getByTestId('user-menu').waitFor();
}
