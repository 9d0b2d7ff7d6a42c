import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast';
import { errorCodeOf } from './api-errors';

/** Turns a failed call into a translated sentence (too many attempts, no connection, …). */
export function useErrorMessage(): (error: unknown) => string {
  const { t } = useTranslation();
  return (error) => t(`errors.${errorCodeOf(error)}`);
}

/**
 * Shows a failed call as an error toast, except when the session has ended: the app is then on
 * its way to /login, which says so itself.
 */
export function useFailureToast(): (error: unknown) => void {
  const errorMessage = useErrorMessage();
  return (error) => {
    if (errorCodeOf(error) !== 'session_ended') toast.error({ message: errorMessage(error) });
  };
}
