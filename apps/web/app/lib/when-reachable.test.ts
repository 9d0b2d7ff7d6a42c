import { describe, expect, it } from 'vitest';
import { whenReachable } from './when-reachable';

/** An ask that fails `failures` times (as fetch does when nothing answers), then succeeds; counts its calls. */
function askFailing(failures: number) {
  const counted = { asks: 0 };
  const ask = () => {
    counted.asks += 1;
    return counted.asks <= failures ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve('ok');
  };
  return { ask, counted };
}

describe('whenReachable', () => {
  it('asks again after each wait until an ask succeeds', async () => {
    const { ask, counted } = askFailing(3);
    expect(await whenReachable(ask, new AbortController().signal, [5, 10])).toBe(true);
    expect(counted.asks).toBe(4);
  });

  it('resolves at once, after one ask, when the first succeeds', async () => {
    const { ask, counted } = askFailing(0);
    expect(await whenReachable(ask, new AbortController().signal, [60_000])).toBe(true);
    expect(counted.asks).toBe(1);
  });

  it('stops during a wait when aborted, and asks no more', async () => {
    const { ask, counted } = askFailing(Number.POSITIVE_INFINITY);
    const stop = new AbortController();
    const reached = whenReachable(ask, stop.signal, [60_000]);
    await Promise.resolve();
    stop.abort();
    expect(await reached).toBe(false);
    expect(counted.asks).toBe(1);
  });

  it('says false when aborted while an ask that then succeeds was under way', async () => {
    const stop = new AbortController();
    const ask = () => {
      stop.abort();
      return Promise.resolve('ok');
    };
    expect(await whenReachable(ask, stop.signal)).toBe(false);
  });
});
