import { useEffect, useState } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { PROGRESS_TICK_MS, progressAfterTicks } from './progress';

/**
 * The progress of the current route change (from 30%, advancing), or null when none is under way.
 * A page changing only its query (filters, paging) stays where it is and shows its own loading.
 */
export function useNavigationProgress(): number | null {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const busy =
    navigation.state === 'submitting' || (navigation.state === 'loading' && navigation.location.pathname !== pathname);
  const [ticks, setTicks] = useState(0);
  const [wasBusy, setWasBusy] = useState(busy);
  // Each route change starts again from the beginning.
  if (busy !== wasBusy) {
    setWasBusy(busy);
    setTicks(0);
  }
  useEffect(() => {
    if (!busy) return;
    const timer = setInterval(() => setTicks((count) => count + 1), PROGRESS_TICK_MS);
    return () => clearInterval(timer);
  }, [busy]);
  return busy ? progressAfterTicks(ticks) : null;
}
