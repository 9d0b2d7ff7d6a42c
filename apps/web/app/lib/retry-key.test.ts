import { describe, expect, it } from 'vitest';
import { retryKeys } from './retry-key';

describe('retryKeys', () => {
  const photo = new File(['pixels'], 'photo.jpg', { type: 'image/jpeg' });

  it('gives the same key to the same request pressed again, until it succeeds', () => {
    const keys = retryKeys();
    const first = keys.keyFor(['{"title":"Moon jar"}', photo]);
    expect(first).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(keys.keyFor(['{"title":"Moon jar"}', photo])).toBe(first);
    keys.succeeded();
    expect(keys.keyFor(['{"title":"Moon jar"}', photo])).not.toBe(first);
  });

  it('gives a changed request a new key: other text, another file, a file more or less', () => {
    const keys = retryKeys();
    const other = new File(['pixels'], 'photo.jpg', { type: 'image/jpeg' });
    const seen = new Set([
      keys.keyFor(['{"title":"Moon jar"}', photo]),
      keys.keyFor(['{"title":"Moon jar, white"}', photo]),
      keys.keyFor(['{"title":"Moon jar, white"}', other]),
      keys.keyFor(['{"title":"Moon jar, white"}', other, photo]),
      keys.keyFor(['{"title":"Moon jar, white"}']),
    ]);
    expect(seen.size).toBe(5);
  });
});
