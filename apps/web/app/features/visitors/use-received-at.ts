import { useSyncExternalStore } from 'react';
import { useFormatDate, useFormatDateTime } from '../workspace/format-date';

const noSubscription = () => () => undefined;

/**
 * Formats when a message came: the date while the page is server-rendered and hydrating, then
 * date and time. (The server's ICU may lack a locale's time words — Node prints `PM` where
 * Chromium prints `오후` — and a text that differs from the server's breaks hydration.)
 */
export function useReceivedAt(): (iso: string) => string {
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const formatDate = useFormatDate();
  const formatDateTime = useFormatDateTime();
  return hydrated ? formatDateTime : formatDate;
}
