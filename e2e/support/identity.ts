import type { BrowserContext, Page } from 'playwright-core';

/**
 * Walks through the local identity provider's own pages as a person would: its login form
 * (any login name; known names get their claims), then its consent page, until the browser is
 * back on the app. A provider that still remembers the person skips straight back.
 */
export async function passProviderPages(
  page: Page,
  appUrl: string,
  login: string,
  onPage?: (step: string) => Promise<void>,
) {
  for (let step = 0; step < 6; step++) {
    await page.waitForLoadState('domcontentloaded');
    if (page.url().startsWith(appUrl)) return;
    const loginField = page.locator('input[name="login"]');
    if (await loginField.isVisible()) {
      await onPage?.('login');
      await loginField.fill(login);
      await page.locator('input[name="password"]').fill('any password');
      await Promise.all([page.waitForNavigation(), page.getByRole('button', { name: 'Sign-in' }).click()]);
      continue;
    }
    const consent = page.getByRole('button', { name: 'Continue' });
    if (await consent.isVisible()) {
      await onPage?.('consent');
      await Promise.all([page.waitForNavigation(), consent.click()]);
      continue;
    }
    await page.waitForURL((url) => url.href.startsWith(appUrl), { timeout: 10_000 });
  }
  throw new Error(`the identity provider did not send the browser back (at ${page.url()})`);
}

/**
 * Ends a browser's session from outside, as a sign-out on another device would: the session
 * token is the part of the httpOnly cookie before its signature.
 */
export async function revokeSessionOf(context: BrowserContext, appUrl: string): Promise<void> {
  const cookie = (await context.cookies(appUrl)).find((entry) => entry.name === 'vernissage.session_token');
  if (!cookie) throw new Error('the browser has no session cookie');
  const token = decodeURIComponent(cookie.value).split('.')[0];
  const response = await fetch(`${appUrl}/api/user/logout`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, version: '1.0' },
  });
  if (!response.ok) throw new Error(`logout answered ${response.status}`);
}

/** The `Cookie` header of a browser context for the app, to fetch pages as that person. */
export async function cookieHeaderOf(context: BrowserContext, appUrl: string): Promise<string> {
  return (await context.cookies(appUrl)).map(({ name, value }) => `${name}=${value}`).join('; ');
}

/**
 * Console problems other than the ones a test provokes on purpose (a 401 answered to an
 * expired token, say, which Chromium reports as a failed resource).
 */
export function unexpected(problems: string[], allowed: RegExp[] = []): string[] {
  return problems.filter((problem) => !allowed.some((pattern) => pattern.test(problem)));
}
