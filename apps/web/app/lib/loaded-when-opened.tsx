import { lazy, Suspense, type ComponentType } from 'react';
import { OpeningProgress } from '../components/FullScreenProgress';
import { useOpenedOnce } from './use-opened-once';

/**
 * A dialog, drawer or other overlay whose code the browser fetches when it is first opened
 * (`isOpened`), rather than with every page that offers it: until then it draws nothing, and while
 * the code is on its way, the progress overlay. Once opened it stays mounted, for its closing
 * transition and any later opening (`useOpenedOnce`).
 * Mantine's modals and drawers, with the popover and focus-trap code under them, are some 30 KB
 * compressed that a page whose dialogs are closed at load need not load (issue 15).
 */
export function loadedWhenOpened<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpened: (props: P) => boolean,
): ComponentType<P> {
  const Loaded = lazy(async () => ({ default: await load() }));
  return function LoadedWhenOpened(props: P) {
    if (!useOpenedOnce(isOpened(props))) return null;
    return (
      <Suspense fallback={<OpeningProgress />}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}
