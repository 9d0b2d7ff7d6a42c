import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { clampProgress } from './progress';
import { FullScreenProgress, type OverlayContent } from '../../components/FullScreenProgress';
import { useNavigationProgress } from './use-navigation-progress';

/** Controls of the full-screen loading overlay for long work on app pages. */
export interface LoadingOverlayControls {
  /** Shows the overlay, with a message and a 0–100 progress if given (a spinner without one). */
  show: (message?: string, progress?: number) => void;
  /** Moves the progress of a shown overlay. */
  update: (progress: number) => void;
  /** Hides the overlay. */
  hide: () => void;
}

const LoadingOverlayContext = createContext<LoadingOverlayControls | null>(null);

/**
 * Shows the full-screen overlay during route changes (from 30%, advancing; one that lasts says the
 * connection seems slow and offers to stay on the page) and whenever a page asks for it through
 * `useLoadingOverlay()`; a page's own request wins over a route change.
 */
export function LoadingOverlayProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [requested, setRequested] = useState<OverlayContent | null>(null);
  const navigationProgress = useNavigationProgress();
  const controls = useMemo<LoadingOverlayControls>(
    () => ({
      show: (message, progress) =>
        setRequested({ message, progress: progress === undefined ? undefined : clampProgress(progress) }),
      update: (progress) => setRequested((current) => current && { ...current, progress: clampProgress(progress) }),
      hide: () => setRequested(null),
    }),
    [],
  );
  const shown: OverlayContent | null =
    requested ??
    (navigationProgress && {
      progress: navigationProgress.progress,
      ...(navigationProgress.stay
        ? { message: t('overlay.slow'), action: { label: t('overlay.stay'), onClick: navigationProgress.stay } }
        : { message: t('overlay.loading') }),
    });
  return (
    <LoadingOverlayContext value={controls}>
      {children}
      {shown && <FullScreenProgress {...shown} />}
    </LoadingOverlayContext>
  );
}

/** `{ show(message?, progress?), update(progress), hide() }` of the app's loading overlay. */
export function useLoadingOverlay(): LoadingOverlayControls {
  const controls = useContext(LoadingOverlayContext);
  if (!controls) throw new Error('useLoadingOverlay() must be used inside <LoadingOverlayProvider> (app pages only).');
  return controls;
}
