import { useState } from 'react';

const NONE: ReadonlySet<string> = new Set();

/**
 * The works picked for a bulk action. The pick belongs to one view (`scope`: the filter it was
 * made in) and is dropped when the view changes.
 */
export function useSelection(scope: string) {
  const [state, setState] = useState<{ scope: string; ids: ReadonlySet<string> }>({ scope, ids: NONE });
  const ids = state.scope === scope ? state.ids : NONE;
  const set = (next: ReadonlySet<string>) => setState({ scope, ids: next });
  return {
    ids,
    toggle: (iid: string) => {
      const next = new Set(ids);
      if (!next.delete(iid)) next.add(iid);
      set(next);
    },
    /** Picks all of `iids`, or drops them all when they are all picked already. */
    toggleAll: (iids: readonly string[]) => {
      const all = iids.length > 0 && iids.every((iid) => ids.has(iid));
      set(all ? NONE : new Set(iids));
    },
    clear: () => set(NONE),
  };
}
