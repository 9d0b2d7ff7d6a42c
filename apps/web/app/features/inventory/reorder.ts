/** A record as far as its order goes. */
export interface Ordered {
  iid: string;
  idx: number;
}

/** The list with the entry at `from` moved to position `to` (clamped to the list). */
export function moveEntry<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const target = Math.max(0, Math.min(next.length - 1, to));
  if (from < 0 || from >= next.length || from === target) return next;
  const [moved] = next.splice(from, 1);
  next.splice(target, 0, moved!);
  return next;
}

/**
 * Where `iid` lands when dropped before or after `targetIid`; -1 when either is not in the list.
 */
export function dropPosition(list: readonly Ordered[], iid: string, targetIid: string, after: boolean): number {
  const from = list.findIndex((entry) => entry.iid === iid);
  const target = list.findIndex((entry) => entry.iid === targetIid);
  if (from === -1 || target === -1) return -1;
  const slot = after ? target + 1 : target;
  return from < slot ? slot - 1 : slot;
}

/**
 * The new `idx` of each record whose place changed, for `PUT /inventory/idx`. The records keep
 * the places (idx values) they held between them, so works on other pages stay where they are;
 * if those values were not all distinct the records are numbered afresh from the smallest.
 */
export function newIdxsFor(before: readonly Ordered[], after: readonly Ordered[]): Ordered[] {
  const slots = before.map((entry) => entry.idx).sort((a, b) => a - b);
  const distinct = slots.every((slot, index) => index === 0 || slot > slots[index - 1]!);
  const first = slots[0] ?? 0;
  const idxAt = (index: number) => (distinct ? slots[index]! : first + index);
  const original = new Map(before.map((entry) => [entry.iid, entry.idx]));
  return after
    .map((entry, index) => ({ iid: entry.iid, idx: idxAt(index) }))
    .filter((entry) => original.get(entry.iid) !== entry.idx);
}

/** The records in their new order with their new idx values (what the screen shows at once). */
export function applyIdxs<T extends Ordered>(after: readonly T[], changes: readonly Ordered[]): T[] {
  const changed = new Map(changes.map((entry) => [entry.iid, entry.idx]));
  return after.map((entry) => (changed.has(entry.iid) ? { ...entry, idx: changed.get(entry.iid)! } : entry));
}
