/** The picks with the one at `from` moved one place up (-1) or down (+1); unchanged at either end. */
export function movedPick(aids: readonly string[], from: number, step: -1 | 1): string[] {
  const to = from + step;
  if (from < 0 || from >= aids.length || to < 0 || to >= aids.length) return [...aids];
  const order = [...aids];
  [order[from], order[to]] = [order[to]!, order[from]!];
  return order;
}
