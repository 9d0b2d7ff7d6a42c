import type { Auth } from './api.js';

export interface EventStream {
  /** The next event (of those not yet taken) that matches, within `timeoutMs`. */
  next(matches: (event: Record<string, unknown>) => boolean, timeoutMs?: number): Promise<Record<string, unknown>>;
  close(): void;
}

/**
 * Opens `GET /api/events` as a page does and reads its Server-Sent Events. Resolves once the
 * server has sent the stream's first bytes, which it does after subscribing the stream.
 */
export async function openEventStream(url: string, auth: Auth): Promise<EventStream> {
  const abort = new AbortController();
  const answer = await fetch(url, { headers: { ...auth, accept: 'text/event-stream' }, signal: abort.signal });
  if (answer.status !== 200 || !answer.body) throw new Error(`${url} answered ${answer.status}`);
  const reader = answer.body.pipeThrough(new TextDecoderStream()).getReader();
  const events: Record<string, unknown>[] = [];
  const waiters = new Set<() => void>();
  let buffer = '';
  let opened!: () => void;
  const first = new Promise<void>((resolve) => (opened = resolve));
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        opened();
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = block
            .split('\n')
            .filter((line) => line.startsWith('data: '))
            .map((line) => line.slice(6))
            .join('\n');
          if (data) events.push(JSON.parse(data) as Record<string, unknown>);
        }
        for (const wake of waiters) wake();
      }
    } catch {
      // Aborted by close().
    }
  })();
  await first;
  return {
    next: (matches, timeoutMs = 10_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const index = events.findIndex(matches);
          if (index < 0) return;
          const [event] = events.splice(index, 1);
          cleanup();
          resolve(event!);
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`no matching event within ${timeoutMs} ms on ${url}; got ${JSON.stringify(events)}`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      }),
    close: () => abort.abort(),
  };
}
