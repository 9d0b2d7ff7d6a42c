import { useNetwork } from '@mantine/hooks';
import { healthRoute } from '@vernissage/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker, type BlockerFunction } from 'react-router';
import { usePublicApi } from '../lib/public-api';
import { whenReachable } from '../lib/when-reachable';

/**
 * A move to another page asked for while the browser is offline (a phone at a fair losing its
 * connection) waits on the page the person has. Let through, it could only fail: its data cannot
 * come (the unreachable view, in place of the page), and when the next page's code has not come
 * yet React Router loads the whole document again, which offline is the browser's own error page,
 * the app gone. Moves within a page (its query, its fragment) go through: the page handles them.
 */
const offlineMoveToAnotherPage: BlockerFunction = ({ currentLocation, nextLocation }) =>
  !navigator.onLine && nextLocation.pathname !== currentLocation.pathname;

/**
 * Holds such a move and says so; once the browser is back online and the server answers (the
 * `online` event can come before a request goes through, and the page's code must come), the move
 * goes on by itself. The person may stay on the page instead.
 */
export function MoveHeldOffline() {
  const { t } = useTranslation();
  const api = usePublicApi();
  const { online } = useNetwork();
  const blocker = useBlocker(offlineMoveToAnotherPage);

  useEffect(() => {
    if (blocker.state !== 'blocked' || !online) return;
    const stop = new AbortController();
    void whenReachable(() => api(healthRoute, {}), stop.signal).then((reached) => reached && blocker.proceed());
    return () => stop.abort();
  }, [api, blocker, online]);

  if (blocker.state !== 'blocked') return null;
  return (
    <div className="vn-notice-bar" role="alert" data-testid="offline-move-held">
      <span>{t('offline.held')}</span>
      <button type="button" onClick={() => blocker.reset()} data-testid="offline-move-stay">
        {t('overlay.stay')}
      </button>
    </div>
  );
}
