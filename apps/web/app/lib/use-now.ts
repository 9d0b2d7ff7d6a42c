import { useEffect, useState, useSyncExternalStore } from 'react';
import { useRouteLoaderData } from 'react-router';
import type { loader as rootLoader } from '../root';

const noSubscription = () => () => undefined;

/**
 * The current time, renewed every `everyMs` (offers open and holds expire while a page is open).
 * While the page is rendered on the server and hydrated it is the moment the server rendered it,
 * so "ends in 5 hours 12 minutes" hydrates as it was written even when a minute turned between the
 * two; the browser's own time from the render after.
 */
export function useNow(everyMs = 30_000): Date {
  const renderedAt = useRouteLoaderData<typeof rootLoader>('root')?.renderedAt;
  const hydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return hydrating && renderedAt !== undefined ? new Date(renderedAt) : now;
}
