import type { Page } from 'playwright-core';
import { vi } from 'vitest';
import type { RunningServer } from './server.js';

/** The cookies an answer sets, as a request's `cookie` header sends them back. */
export function cookiesSetBy(answer: Response): string {
  return answer.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
}

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

/** The password of every demo account (the demo seed's, printed at start). */
export const DEMO_PASSWORD = 'vernissage-demo';

/** Signs a browser in through the login form, and waits until it lands signed in. */
export async function signInThroughPage(
  page: Page,
  appUrl: string,
  email: string,
  password = DEMO_PASSWORD,
): Promise<void> {
  await page.goto(`${appUrl}/login`);
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('user-menu').waitFor({ timeout: 15_000 });
}

/** Signs an account in through the API, as the web app's login form does. */
async function logInThroughApi(appUrl: string, email: string, password: string): Promise<Response> {
  const login = await fetch(`${appUrl}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id: email, oauth: 'credentials', password }),
  });
  if (!login.ok) throw new Error(`sign-in of ${email} answered ${login.status}`);
  return login;
}

/** An `authorization` header for an account signed in through the API: another party's moves. */
export async function bearerFor(appUrl: string, email: string, password = DEMO_PASSWORD): Promise<string> {
  const login = await logInThroughApi(appUrl, email, password);
  return `Bearer ${((await login.json()) as { accessToken: string }).accessToken}`;
}

/** A `cookie` header for an account signed in through the API: a page opened as it. */
export async function cookieFor(appUrl: string, email: string, password = DEMO_PASSWORD): Promise<string> {
  return cookiesSetBy(await logInThroughApi(appUrl, email, password));
}

/** The gid of the first workspace of an account signed in through the API (`authorization` from bearerFor). */
export async function firstWorkspaceOf(appUrl: string, authorization: string): Promise<string> {
  const answer = await fetch(`${appUrl}/api/user/galleries`, { headers: { authorization } });
  if (!answer.ok) throw new Error(`the workspaces answered ${answer.status}`);
  const [workspace] = (await answer.json()) as { gid: string }[];
  if (!workspace) throw new Error('the account has no workspace');
  return workspace.gid;
}
