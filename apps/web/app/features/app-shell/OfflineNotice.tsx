import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

function subscribe(change: () => void): () => void {
  window.addEventListener('online', change);
  window.addEventListener('offline', change);
  return () => {
    window.removeEventListener('online', change);
    window.removeEventListener('offline', change);
  };
}

/**
 * Says so at the top of an app page while the browser is offline (a phone at a fair losing its
 * connection), before a save fails. The live region is always there, so its words are announced
 * when they come; on the server, and so at hydration, the browser counts as online.
 */
export function OfflineNotice() {
  const { t } = useTranslation();
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  return (
    <div role="status">
      {!online && (
        <p className="vn-offline-notice" data-testid="offline-notice">
          {t('offline.notice')}
        </p>
      )}
    </div>
  );
}
