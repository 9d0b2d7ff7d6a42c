import { NavigationProgress, nprogress } from '@mantine/nprogress';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';

/** The thin bar at the top of public pages while a route change is under way. */
export function RouteProgressBar() {
  const { t } = useTranslation();
  const busy = useNavigation().state !== 'idle';
  const started = useRef(false);

  useEffect(() => {
    if (busy) {
      nprogress.start();
      started.current = true;
    } else if (started.current) {
      nprogress.complete();
      started.current = false;
    }
  }, [busy]);

  // The bar's store is global: leave it clean for the next page that shows it.
  useEffect(() => () => nprogress.reset(), []);

  return <NavigationProgress size={3} aria-label={t('publicShell.progress')} data-testid="route-progress" />;
}
