import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './test-app.js';
import type { SignedInUser } from './users.js';

/** A call to `/api/fairManagement…` as `user` (anonymous when null), with these headers and JSON body. */
export type FairCall = (
  user: SignedInUser | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers?: Record<string, string>,
  payload?: unknown,
) => Promise<LightMyRequestResponse>;

/** `FairCall` against a test app. */
export function fairManagement(t: TestApp): FairCall {
  return (user, method, url, headers = {}, payload) =>
    t.app.inject({
      method,
      url: `/api/fairManagement${url}`,
      headers: { ...(user?.auth ?? {}), ...headers },
      ...(payload !== undefined && { payload: payload as Record<string, unknown> }),
    });
}
