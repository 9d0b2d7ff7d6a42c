import { Notifications } from '@mantine/notifications';
import { TOAST_AUTO_CLOSE_MS, TOAST_LIMIT } from '@vernissage/shared';
import { TOAST_POSITION } from '../../lib/toast';

/** Mantine's toast host, as SPEC.md §9 asks: a few at once, each hidden after a while. Loaded by `ToastHost`. */
export function ToastList() {
  return <Notifications limit={TOAST_LIMIT} autoClose={TOAST_AUTO_CLOSE_MS} position={TOAST_POSITION} />;
}
