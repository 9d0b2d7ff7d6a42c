import type { Page } from 'playwright-core';

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
  for (let attempt = 0; attempt < 50; attempt++) {
    const outbox = (await (await fetch(`${appUrl}/api/dev/outbox`, { headers: { version: '1.0' } })).json()) as {
      to: string;
      text: string;
    }[];
    const link = outbox
      .filter((mail) => mail.to === account.email)
      .flatMap((mail) => mail.text.match(/https?:\/\/\S+/g) ?? [])
      .find((url) => url.includes('/api/auth/verify-email'));
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no verification mail for ${account.email} in the outbox`);
}

/** Opens a verification link in a browser, which lands signed in on the dashboard. */
export async function verifyIn(page: Page, appUrl: string, link: string): Promise<void> {
  await page.goto(link);
  await page.waitForURL(`${appUrl}/`);
  await page.getByTestId('user-menu').waitFor();
}
