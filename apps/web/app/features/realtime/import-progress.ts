import { importProgressEventSchema, type ImportProgressEvent } from '@vernissage/shared';

type Listener = (event: ImportProgressEvent) => void;

const listeners = new Set<Listener>();

/**
 * Listens to the progress of imports (`import` events of the event stream the app keeps open,
 * `ArtworkEventStream`), for the import page's bar. Returns the way to stop listening.
 */
export function onImportProgress(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Hands an `import` message's data to the listeners, if it is one (a malformed message is dropped). */
export function announceImportProgress(data: unknown): void {
  if (typeof data !== 'string') return;
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return;
  }
  const event = importProgressEventSchema.safeParse(parsed);
  if (!event.success) return;
  for (const listener of listeners) listener(event.data);
}
