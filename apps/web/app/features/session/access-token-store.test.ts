import { describe, expect, it } from 'vitest';
import { AccessTokenStore } from './access-token-store';

/** A fake API answering POST /user/token and /user/logout, counting the token requests. */
function fakeApi(answers: { status: number; body: unknown }[]) {
  const calls: string[] = [];
  const doFetch = (async (input: string, init?: RequestInit) => {
    calls.push(`${init?.method} ${input}`);
    const answer = input.endsWith('/user/logout') ? { status: 200, body: { ok: true } } : answers.shift();
    return new Response(JSON.stringify(answer?.body ?? {}), { status: answer?.status ?? 500 });
  }) as typeof fetch;
  return { calls, doFetch };
}

describe('AccessTokenStore', () => {
  it('fetches a token for the cookie once, however many calls ask at the same time', async () => {
    const api = fakeApi([{ status: 200, body: { accessToken: 'a.b.c', expiresIn: 900 } }]);
    const store = new AccessTokenStore('/api', api.doFetch);
    store.follow({ uid: 'u1', oauth: 'credentials' });
    await Promise.all([store.ensure(), store.ensure(), store.ensure()]);
    expect(api.calls).toEqual(['POST /api/user/token']);
    expect(store.session()).toEqual({ accessToken: 'a.b.c', oauth: 'credentials' });
    await store.ensure();
    expect(api.calls).toHaveLength(1);
  });

  it('has no session when the server has none (401)', async () => {
    const api = fakeApi([{ status: 401, body: { code: 901, message: 'no session' } }]);
    const store = new AccessTokenStore('/api', api.doFetch);
    expect(await store.refresh()).toBeNull();
    expect(store.session()).toBeNull();
  });

  it('keeps the token of a sign-in, and drops it when another person (or nobody) is signed in', () => {
    const store = new AccessTokenStore('/api', fakeApi([]).doFetch);
    store.accept('u1', 'token-1', 'google');
    store.follow({ uid: 'u1', oauth: 'google' });
    expect(store.session()?.accessToken).toBe('token-1');
    store.follow({ uid: 'u2', oauth: 'credentials' });
    expect(store.session()).toBeNull();
  });

  it('forgets the token on sign-out, even when the server cannot be reached', async () => {
    const failing = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    const store = new AccessTokenStore('/api', failing);
    store.accept('u1', 'token-1', null);
    await expect(store.signOut()).rejects.toThrow('Failed to fetch');
    expect(store.session()).toBeNull();
  });
});
