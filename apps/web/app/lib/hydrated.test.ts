import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { awaitBeforeHydrated, pagePartsSettled } from './hydrated';

/** A promise and the function that settles it. */
function deferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe('pagePartsSettled', () => {
  // A hidden tab's document: the wait between rounds is a timer, not a frame.
  beforeEach(() => vi.stubGlobal('document', { hidden: true }));
  afterEach(() => vi.unstubAllGlobals());

  it('waits for every part, those a part asks for once it has come included', async () => {
    const first = deferred();
    const later = deferred();
    awaitBeforeHydrated(first.promise);
    let settled = false;
    const whole = pagePartsSettled().then(() => (settled = true));

    // The first part comes and, as a hydrated part may, asks for another before the next round.
    awaitBeforeHydrated(later.promise);
    first.resolve();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(settled).toBe(false);

    later.resolve();
    await whole;
    expect(settled).toBe(true);
  });

  it('counts a part that failed as come (its error is its own to show)', async () => {
    const failing = Promise.reject(new Error('chunk failed to load'));
    awaitBeforeHydrated(failing);
    await expect(pagePartsSettled()).resolves.toBeUndefined();
    await expect(failing).rejects.toThrow('chunk failed to load');
  });
});
