import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { awaitBeforeHydrated } from './hydrated';

/** A part still to hydrate, which the hydrated mark waits for; `settle` says it has. */
function partToCome(): { settle: () => void } {
  let settle: () => void = () => undefined;
  const hydrated = new Promise<void>((resolve) => (settle = resolve));
  if (!import.meta.env.SSR) awaitBeforeHydrated(hydrated);
  return { settle };
}

/** The last child of a part: its effect runs once the part has hydrated (or mounted). */
function Settles({ settle }: { settle: () => void }) {
  useEffect(settle, [settle]);
  return null;
}

/**
 * What it holds hydrates after the page around it, in a render and commit of its own (ADR 070).
 * React leaves a server-rendered Suspense boundary's HTML as it is while it hydrates what is
 * around it, then hydrates the boundary's as work of the lowest priority: one page-sized task
 * (hydration's commit: every fiber's refs, effects and listeners at once) becomes two, neither as
 * long. A click on the part before then hydrates it at once and is replayed. On a page already
 * hydrated (a navigation) it renders as a fragment would.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  const [{ settle }] = useState(partToCome);
  return (
    <Suspense fallback={null}>
      {children}
      <Settles settle={settle} />
    </Suspense>
  );
}
