let resolveHydrated: () => void = () => undefined;
const hydrated = new Promise<void>((resolve) => {
  resolveHydrated = resolve;
});

/**
 * The parts of the page still to come before it is whole: lazy components' code on its way, and
 * parts that hydrate after the rest (`HydrateLater`).
 */
const pendingParts = new Set<Promise<unknown>>();

/** A part of the page the hydrated mark waits for (its promise settles when the part has come). */
export function awaitBeforeHydrated(part: Promise<unknown>): void {
  pendingParts.add(part);
  const settled = () => void pendingParts.delete(part);
  part.then(settled, settled);
}

function nextFrame(): Promise<void> {
  return new Promise((resolve) =>
    document.hidden ? setTimeout(resolve) : requestAnimationFrame(() => setTimeout(resolve)),
  );
}

/**
 * Resolves once every part the page has asked for has come and had a frame to hydrate, those that
 * a part asked for once it came included: until then, a click on their server-rendered HTML may do
 * nothing.
 */
export async function pagePartsSettled(): Promise<void> {
  do {
    await Promise.allSettled([...pendingParts]);
    await nextFrame();
  } while (pendingParts.size > 0);
}

/**
 * Marks the document once React has taken over the server's HTML, the lazily loaded and later
 * hydrated parts included (`data-hydrated`, which browser tests wait for before they type), and
 * lets what waits for `whenHydrated` go.
 */
export function markHydrated(): void {
  document.documentElement.dataset.hydrated = 'true';
  resolveHydrated();
}

/** Resolves once the page is marked hydrated: work that must not compete with hydration waits for it. */
export function whenHydrated(): Promise<void> {
  return hydrated;
}
