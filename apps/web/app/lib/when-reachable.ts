/** Waits between asks while nothing answers: the last is repeated. */
const WAITS_MS = [500, 1000, 2000, 4000, 8000];

/**
 * Resolves `true` once `ask` succeeds, asking again after each wait while it fails; `false` as
 * soon as `signal` aborts. The browser's `online` event can come before a request goes through
 * (a phone's radio back before its route to the server): this tells when one does.
 */
export async function whenReachable(
  ask: () => Promise<unknown>,
  signal: AbortSignal,
  waitsMs: readonly number[] = WAITS_MS,
): Promise<boolean> {
  for (let attempt = 0; !signal.aborted; attempt += 1) {
    try {
      await ask();
      return !signal.aborted;
    } catch {
      await pause(waitsMs[Math.min(attempt, waitsMs.length - 1)] ?? 0, signal);
    }
  }
  return false;
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  if (signal.aborted) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
  });
}
