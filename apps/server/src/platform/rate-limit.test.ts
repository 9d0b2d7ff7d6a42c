import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisAnswers, TEST_REDIS_URL } from '../test/redis.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

const REDIS_URL = TEST_REDIS_URL;
const available = await redisAnswers();
if (!available) console.warn(`Skipping the shared rate-limit test: no Redis answers at ${REDIS_URL}.`);

describe.skipIf(!available)('rate limits shared through Redis', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await createTestApp({ env: { REDIS_URL } });
    second = await createTestApp({ env: { REDIS_URL } });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('counts sign-in attempts across instances as one', async () => {
    const id = `${randomUUID()}@example.test`;
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const app = i % 2 === 0 ? first.app : second.app;
      const response = await app.inject({
        method: 'POST',
        url: '/api/user/login',
        remoteAddress: '127.7.7.7',
        payload: { id, oauth: 'credentials', password: 'wrong password' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });
});
