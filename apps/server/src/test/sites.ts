import { expect } from 'vitest';
import type { TestApp } from './test-app.js';
import type { SignedInUser } from './users.js';

/** Everything a site may show: prices, descriptions, photos, e-mail and phone. */
export const SHOW_ALL = {
  allowprice: true,
  allowdescription: true,
  allowphoto: true,
  allowemail: true,
  allowphone: true,
};

/**
 * The user's workspace gets a site at `/web/{name}`, showing everything, and puts it live, through
 * the real routes; its domain id. Fails the test if either is refused.
 */
export async function liveSite(t: TestApp, user: SignedInUser, name: string): Promise<string> {
  const headers = { ...user.auth, gid: user.gid };
  const site = await t.app.inject({ method: 'PUT', url: '/api/ovr/domain', headers, payload: { name, ...SHOW_ALL } });
  expect(site.statusCode, site.body).toBe(200);
  const { domainid } = site.json<{ domainid: string }>();
  const live = await t.app.inject({
    method: 'PUT',
    url: '/api/ovr/domain/live',
    headers,
    payload: { domainid, live: true },
  });
  expect(live.statusCode, live.body).toBe(200);
  return domainid;
}
