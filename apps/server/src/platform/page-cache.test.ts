import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { redisAnswers, TEST_REDIS_URL } from '../test/redis.js';
import { createPageCache, etagOf, type PageCache } from './page-cache.js';

const pageOf = (body: string) => ({ body, type: 'text/html; charset=utf-8', etag: etagOf(body) });

/** What every store must do, in process or through Redis. */
function behavesAsAPageCache(open: () => PageCache) {
  const cache = open();
  afterAll(() => cache.close());

  it('gives back what was put, until one of its tags is made stale', async () => {
    const epoch = await cache.epoch();
    await cache.put('home', pageOf('<p>home</p>'), ['site:a', 'work:1'], epoch);
    await cache.put('about', pageOf('<p>about</p>'), ['site:a'], epoch);
    await cache.put('other', pageOf('<p>other</p>'), ['site:b'], epoch);
    expect((await cache.get('home'))?.body).toBe('<p>home</p>');

    await cache.invalidate(['work:1']);
    expect(await cache.get('home')).toBeUndefined();
    expect((await cache.get('about'))?.body).toBe('<p>about</p>');

    await cache.invalidate(['site:a']);
    expect(await cache.get('about')).toBeUndefined();
    expect((await cache.get('other'))?.body).toBe('<p>other</p>');
  });

  it('does not keep a page rendered while something changed (its data may predate the change)', async () => {
    const epoch = await cache.epoch();
    await cache.invalidate(['work:unrelated']);
    await cache.put('raced', pageOf('<p>old</p>'), ['site:a'], epoch);
    expect(await cache.get('raced')).toBeUndefined();
    await cache.put('raced', pageOf('<p>new</p>'), ['site:a'], await cache.epoch());
    expect((await cache.get('raced'))?.body).toBe('<p>new</p>');
  });
}

describe('the page cache in process', () => {
  behavesAsAPageCache(() => createPageCache({ redisUrl: undefined }));

  it('lets the least recently read pages go past its size', async () => {
    const cache = createPageCache({ redisUrl: undefined, maxBytes: 3 * (2 * 1000 + 300) });
    const epoch = await cache.epoch();
    for (const key of ['a', 'b', 'c']) await cache.put(key, pageOf(key.repeat(1000)), [], epoch);
    await cache.get('a');
    await cache.put('d', pageOf('d'.repeat(1000)), [], epoch);
    expect(await cache.get('b')).toBeUndefined();
    for (const key of ['a', 'c', 'd']) expect(await cache.get(key), key).toBeDefined();
  });
});

const redisUp = await redisAnswers();
if (!redisUp) console.warn(`Skipping the shared page-cache tests: no Redis answers at ${TEST_REDIS_URL}.`);

describe.skipIf(!redisUp)('the page cache shared through Redis', () => {
  const namespace = `vernissage-test:${randomUUID()}:`;
  behavesAsAPageCache(() => createPageCache({ redisUrl: TEST_REDIS_URL, namespace }));

  it('shares pages and their staleness between instances', async () => {
    const first = createPageCache({ redisUrl: TEST_REDIS_URL, namespace });
    const second = createPageCache({ redisUrl: TEST_REDIS_URL, namespace });
    try {
      await first.put('shared', pageOf('<p>shared</p>'), ['site:s'], await first.epoch());
      expect(await second.get('shared')).toEqual(pageOf('<p>shared</p>'));
      await second.invalidate(['site:s']);
      expect(await first.get('shared')).toBeUndefined();
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});
