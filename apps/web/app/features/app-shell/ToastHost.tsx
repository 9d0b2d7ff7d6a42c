import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

// The host's code (transitions, drag to dismiss) is fetched with the first toast, not with every
// page: most visits show none. The server renders no toasts, so there is nothing to hydrate.
const ToastList = lazy(() => import('./ToastList').then((module) => ({ default: module.ToastList })));

/**
 * Where toasts show (`lib/toast.ts`): mounted once the first toast is asked for and kept from then
 * on. It shows what the store holds when it mounts, so a toast asked for before its code arrived
 * appears a moment later.
 */
export function ToastHost() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastList />
    </Suspense>
  );
}
