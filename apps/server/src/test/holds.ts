import { expect } from 'vitest';
import type { TestApp } from './test-app.js';
import type { SignedInUser } from './users.js';

/**
 * The owner shares a work with a collector, who holds it: the availability entry's way in from the
 * collector's side (SPEC §5), through the real routes. Fails the test if either is refused.
 */
export async function holdAsCollector(t: TestApp, owner: SignedInUser, collector: SignedInUser, aid: string) {
  const share = await t.app.inject({
    method: 'POST',
    url: '/api/artwork/share',
    headers: owner.auth,
    payload: { aid, shareuid: collector.uid },
  });
  expect(share.statusCode, share.body).toBe(200);
  const hold = await t.app.inject({
    method: 'POST',
    url: '/api/artwork/shared/hold',
    headers: collector.auth,
    payload: { sid: share.json<{ sid: string }>().sid },
  });
  expect(hold.statusCode, hold.body).toBe(200);
}
