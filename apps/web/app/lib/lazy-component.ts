import { createElement, lazy, type ComponentType } from 'react';
import { awaitBeforeHydrated } from './hydrated';

/**
 * A component whose code the browser fetches in a chunk of its own when it first renders (as
 * `React.lazy`: render it inside a `<Suspense>` boundary), so pages that never show it never load
 * it. The server, which has all its code at hand, starts loading it at startup and renders it at
 * once, not a suspended first render streamed later; in the browser the boundary keeps the
 * server's HTML and hydrates once the chunk has arrived.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  if (!import.meta.env.SSR) {
    return lazy(async () => {
      const component = load();
      awaitBeforeHydrated(component);
      return { default: await component };
    });
  }
  let loaded: ComponentType<P> | undefined;
  const loadingOnServer = load().then((component) => (loaded = component));
  const Suspending = lazy(async () => ({ default: await loadingOnServer }));
  return function ServerRendered(props: P) {
    return createElement(loaded ?? Suspending, props);
  };
}
