let resolveHydrated: () => void = () => undefined;
const hydrated = new Promise<void>((resolve) => {
  resolveHydrated = resolve;
});

/**
 * Marks the document once React has taken over the server's HTML, the lazily loaded parts
 * included (`data-hydrated`, which browser tests wait for before they type), and lets what waits
 * for `whenHydrated` go.
 */
export function markHydrated(): void {
  document.documentElement.dataset.hydrated = 'true';
  resolveHydrated();
}

/** Resolves once the page is marked hydrated: work that must not compete with hydration waits for it. */
export function whenHydrated(): Promise<void> {
  return hydrated;
}
