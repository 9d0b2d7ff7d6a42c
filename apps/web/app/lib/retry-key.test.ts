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

  it('sends a call with the key, and lets the key go only once the call succeeded', async () => {
    const keys = retryKeys();
    const sent: string[] = [];
    const failing = (key: string) => {
      sent.push(key);
      return Promise.reject(new TypeError('Failed to fetch'));
    };
    await expect(keys.send(['{"name":"이우환"}', photo], failing)).rejects.toThrow(TypeError);
    const made = await keys.send(['{"name":"이우환"}', photo], (key) => {
      sent.push(key);
      return Promise.resolve({ artistid: 'a1' });
    });
    expect(made).toEqual({ artistid: 'a1' });
    expect(sent[1]).toBe(sent[0]);
    expect(keys.keyFor(['{"name":"이우환"}', photo])).not.toBe(sent[0]);
  });
});
