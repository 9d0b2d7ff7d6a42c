import { vi } from 'vitest';
import { cookiesSetBy, verificationLinkIn } from '../../support/accounts.js';
import type { Cluster } from './cluster.js';

/** Headers that carry a signed-in person: a session cookie or a bearer token. */
export type Auth = { cookie: string } | { authorization: string };

export interface Person {
  email: string;
  password: string;
  uid: string;
  /** The browser session the verification link opened. */
  auth: Auth;
}

export const PASSWORD = 'cluster suite password';

/** Sends JSON (or nothing) to `base + path` and returns the answer. */
export function call(
  base: string,
  path: string,
  init: { method?: string; auth?: Auth; body?: unknown; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { ...init.auth, ...init.headers };
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  return fetch(`${base}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

/** Like `call`, for answers that must be 200: their JSON. */
export async function json<T>(answer: Promise<Response> | Response): Promise<T> {
  const response = await answer;
  if (!response.ok) throw new Error(`${response.url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * Signs a person up through the proxy and opens the verification link (whichever instance's job
 * sent the mail printed it, as the instances have no SMTP server), which signs them in.
 */
export async function signUp(cluster: Cluster, email: string, type: number): Promise<Person> {
  const signup = await call(cluster.url, '/api/user/signup', {
    body: { email, password: PASSWORD, name: email.split('@')[0], type, allowMarketing: false },
  });
  if (!signup.ok) throw new Error(`sign-up of ${email} answered ${signup.status}: ${await signup.text()}`);
  const link = await vi.waitFor(() => verificationLinkIn(cluster.output(), email), { timeout: 20_000, interval: 100 });
  const { pathname, search } = new URL(link);
  const verified = await fetch(`${cluster.url}${pathname}${search}`, { redirect: 'manual' });
  const cookie = cookiesSetBy(verified);
  if (!cookie) throw new Error(`the verification link of ${email} answered ${verified.status} without a session`);
  const auth = { cookie };
  const me = await json<{ uid: string }>(call(cluster.url, '/api/user', { auth }));
  return { email, password: PASSWORD, uid: me.uid, auth };
}

/** A bearer token from a sign-in on exactly this base URL (an instance, or the proxy). */
export async function signIn(base: string, person: Pick<Person, 'email' | 'password'>): Promise<Auth> {
  const { accessToken } = await json<{ accessToken: string }>(
    call(base, '/api/user/login', { body: { id: person.email, oauth: 'credentials', password: person.password } }),
  );
  return { authorization: `Bearer ${accessToken}` };
}

/** The gid of a person's first workspace. */
export async function workspaceOf(base: string, auth: Auth): Promise<string> {
  const [workspace] = await json<{ gid: string }[]>(call(base, '/api/user/galleries', { auth }));
  if (!workspace) throw new Error('the account has no workspace');
  return workspace.gid;
}

export interface Work {
  aid: string;
  images: { urls: { thumbnail: string; medium: string; large: string } }[];
}

/** Adds a work (with images when given) to a workspace through multipart, as the web app does. */
export async function addWork(
  base: string,
  auth: Auth,
  gid: string,
  title: string,
  images: Buffer[] = [],
): Promise<Work> {
  const form = new FormData();
  form.append('data', JSON.stringify({ title, year: 2024, price: { amount: 1_000_000 } }));
  for (const [n, image] of images.entries()) {
    form.append('images', new Blob([new Uint8Array(image)], { type: 'image/jpeg' }), `work-${n}.jpg`);
  }
  return json<Work>(fetch(`${base}/api/artwork`, { method: 'POST', headers: { ...auth, gid }, body: form }));
}

/** The workspace offers a work to a person (by e-mail); returns the offer's sid. */
export async function offer(base: string, auth: Auth, aid: string, email: string): Promise<string> {
  const share = await json<{ sid: string }>(call(base, '/api/artwork/share', { auth, body: { aid, email } }));
  return share.sid;
}

/** The offers a person holds ("Shared with me"). */
export function offersOf(base: string, person: Person) {
  return json<{ sid: string; aid: string; state: number }[]>(
    call(base, `/api/artwork/shared/${person.uid}`, { auth: person.auth }),
  );
}
