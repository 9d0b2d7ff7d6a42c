import type { UserDto } from '@vernissage/shared';
import { redirect } from 'react-router';

/** Where a provider identity finishes its account (better-auth sends new users here too). */
export const COMPLETE_SIGNUP_PATH = '/signup?complete=1';
/** Where people sign in, and where the app goes when a session ends. */
export const LOGIN_PATH = '/login';
/** `/login?reason=` when a session ended (revoked, expired) while the person was using the app. */
export const SESSION_ENDED = 'session-ended';

/** App pages an account that has not finished its sign-up may still open. */
const OPEN_TO_INCOMPLETE = ['/signup', '/dev/outbox'];

/**
 * A path inside this site to go to after signing in, or null: only absolute paths on this
 * origin (`/members?x=1`), never `//host` or a full URL someone could smuggle in.
 */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // Control characters (a tab or newline inside `/\t/evil.example`) let browsers read another host.
  if ([...value].some((char) => char.charCodeAt(0) < 0x20)) return null;
  return value;
}

/**
 * `/login`, remembering the page to come back to (when it is not the dashboard) and, when the
 * session ended under the person's feet, saying so.
 */
export function loginPathFor(url: { pathname: string; search: string }, options: { sessionEnded?: boolean } = {}) {
  const params = new URLSearchParams();
  if (options.sessionEnded) params.set('reason', SESSION_ENDED);
  const back = `${url.pathname}${url.search}`;
  if (back !== '/' && url.pathname !== LOGIN_PATH) params.set('redirectTo', back);
  return params.size > 0 ? `${LOGIN_PATH}?${params.toString()}` : LOGIN_PATH;
}

/**
 * Where an account that has not completed the sign-up form must go instead of this page, or null:
 * until it does, every other session route answers 403 `signup_incomplete`.
 */
export function incompleteSignupRedirect(user: UserDto | null, url: URL): Response | null {
  if (!user || user.signupComplete) return null;
  if (OPEN_TO_INCOMPLETE.some((path) => url.pathname === path || url.pathname.startsWith(`${path}/`))) return null;
  return redirect(COMPLETE_SIGNUP_PATH);
}

/** For loaders of signed-in-only pages: anonymous visitors go to /login and come back after. */
export function privatePageRedirect(user: UserDto | null, url: URL): Response | null {
  return user ? null : redirect(loginPathFor(url));
}

/** For the login page: someone already signed in goes on to where they were headed. */
export function signedInRedirect(user: UserDto | null, url: URL): Response | null {
  if (!user) return null;
  return redirect(safeRedirectPath(url.searchParams.get('redirectTo')) ?? '/');
}
