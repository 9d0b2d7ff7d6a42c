import { notifications, notificationsStore } from '@mantine/notifications';
import { TOAST_LIMIT } from '@vernissage/shared';

/** Where toasts show. */
export const TOAST_POSITION = 'top-right';

// The host (`ToastHost`) loads with the first toast, so the store knows the host's place and limit
// from the start: a toast asked for before the host arrived is already where the host shows it.
notificationsStore.updateState((state) => ({ ...state, limit: TOAST_LIMIT, defaultPosition: TOAST_POSITION }));

/** What a toast says; texts come already translated from the caller. */
export interface ToastContent {
  message: string;
  title?: string;
}

function show(color: string, { message, title }: ToastContent) {
  return notifications.show({ color, message, title, withBorder: true });
}

/**
 * Short notices on app pages. The `<Notifications>` host in the app layout (`ToastHost`) caps how
 * many show at once and hides them after a while (SPEC.md §9); each call returns the toast's id.
 */
export const toast = {
  /** Something the person asked for has been done. */
  success: (content: ToastContent) => show('green', content),
  /** Something failed; say what and, if possible, what to do. */
  error: (content: ToastContent) => show('red', content),
  /** Neutral information. */
  info: (content: ToastContent) => show('blue', content),
};
