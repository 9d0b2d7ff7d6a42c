import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';
import { PROGRESS_TICK_MS, progressAfterTicks } from './progress';

/** The progress of the current route change (from 30%, advancing), or null when none is under way. */
export function useNavigationProgress(): number | null {
  const busy = useNavigation().state !== 'idle';
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
