import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useNavigation } from 'react-router';
import { PROGRESS_TICK_MS, progressAfterTicks } from './progress';

/**
 * How long a route change may take before the overlay says the connection seems slow and offers to
 * stay on the page: on a fair's crowded network a request can hang for minutes, and the overlay
 * keeps the page from being used meanwhile.
 */
const SLOW_AFTER_MS = 6_000;

/** The route change under way: its progress (from 30%, advancing), and once it has lasted, a way out. */
export interface NavigationProgress {
  progress: number;
  /** Leaves the route change, where it can be left (not a form's submission): see `useStayOnPage`. */
  stay: (() => void) | null;
}

/**
 * The current route change, or null when none is under way. A page changing only its query
 * (filters, paging) stays where it is and shows its own loading.
 */
export function useNavigationProgress(): NavigationProgress | null {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const stayOnPage = useStayOnPage();
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
  if (!busy) return null;
  // A submission, or the page it leads to, is not left half-way: the server may have done it.
  const leavable = navigation.state === 'loading' && !navigation.formMethod;
  return {
    progress: progressAfterTicks(ticks),
    stay: leavable && ticks * PROGRESS_TICK_MS >= SLOW_AFTER_MS ? stayOnPage : null,
  };
}

/**
 * Leaves the route change under way and stays on the page. React Router has no call for it, but a
 * new navigation interrupts the one under way (its requests are aborted), and one that changes only
 * the address's fragment runs no loader: so, the same address with a fragment (`#` when it had
 * none), in place of the current entry, the scroll where it is.
 */
function useStayOnPage(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  return () =>
    void navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash || '#' },
      { replace: true, preventScrollReset: true, state: location.state as unknown },
    );
}
