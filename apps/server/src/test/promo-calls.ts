import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import type { TestApp } from './test-app.js';
import type { SignedInUser } from './users.js';

type Method = 'GET' | 'POST' | 'PUT';

/**
 * Calls as people make them on the billing page, each from its own address (entering codes is
 * limited per address), and promo codes made by the platform admin. `subnet` keeps one test file's
 * addresses apart from another's; the app and the admin are read when a call is made.
 */
export function promoCalls(app: () => TestApp, admin: () => SignedInUser, subnet: number) {
  let counter = 0;
  const call = (user: SignedInUser, method: Method, url: string, payload?: object, headers = {}) => {
    counter += 1;
    const options: InjectOptions = {
      method,
      url: `/api${url}`,
      headers: { ...user.auth, ...headers },
      remoteAddress: `10.${subnet}.${(counter >> 8) & 255}.${counter & 255}`,
      ...(payload ? { payload } : {}),
    };
    return app().app.inject(options);
  };
  const makeCode = async (body: object) => {
    const response = await call(admin(), 'POST', '/admin/promocode', body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ promoid: string; code: string }>();
  };
  return { call, makeCode };
}
