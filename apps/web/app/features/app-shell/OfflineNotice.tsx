import { useNetwork } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

/**
 * Says so at the top of an app page while the browser is offline (a phone at a fair losing its
 * connection), before a save fails. The live region is always there, so its words are announced
 * when they come; on the server, and so at hydration, the browser counts as online.
 */
export function OfflineNotice() {
  const { t } = useTranslation();
  const { online } = useNetwork();
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
