import { ArtworkState } from '@vernissage/shared';

/** The name of an artwork or share state (`ready`, `holding`, …), as the translations key it. */
export type ArtworkStateKey = keyof typeof ArtworkState;

const KEY_OF = new Map(Object.entries(ArtworkState).map(([key, value]) => [value as number, key as ArtworkStateKey]));

/** The name of a state code (SPEC.md §4); an unknown code reads as `ready`. */
export function stateKeyOf(state: number): ArtworkStateKey {
  return KEY_OF.get(state) ?? 'ready';
}

/** One colour per state, the same on every surface: green available, warm while committed, grey closed. */
export const STATE_COLORS: Record<ArtworkStateKey, string> = {
  cancel: 'gray',
  ready: 'green',
  shared: 'blue',
  holding: 'orange',
  waiting: 'grape',
  confirmed: 'teal',
  soldout: 'red',
  done: 'dark',
};
