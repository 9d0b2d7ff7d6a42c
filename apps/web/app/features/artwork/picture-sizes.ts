import { resolvedTheme } from '../../components/mantine-look';

/** The theme's breakpoints, as a grid's `cols` name them, the widest first. */
const WIDEST_FIRST = ['xl', 'lg', 'md', 'sm', 'xs'] as const;
type Breakpoint = (typeof WIDEST_FIRST)[number];

/** A grid's columns from the narrowest screen up, as `SimpleGrid`'s `cols` takes them. */
export type GridColumns = { base: number } & Partial<Record<Breakpoint, number>>;

/** Where a grid is drawn. */
export interface GridFrame {
  /**
   * Pixels of the window's width beside the grid on a phone: the page's padding, a frame's padding
   * and border. Wider screens pad a little more; their columns are a few pixels narrower than said.
   */
  inset?: number;
  /** Pixels between two columns (the grid's `spacing`). */
  gap?: number;
  /** The widest the grid's container grows (a CSS length; Mantine's `lg` container is 71.25rem). */
  maxWidth?: string;
}

/**
 * The `sizes` of a picture that fills one column of a grid, for the browser to pick the stored size
 * a screen needs (ADR 076): one width per breakpoint the grid names, the widest first. Saying a
 * column wider than drawn costs bytes: the public fair page's cards, said 206 pixels wide where
 * Lighthouse's phone draws 153, took the medium size rather than the thumbnail.
 */
export function columnPictureSizes(cols: GridColumns, { inset = 0, gap = 0, maxWidth }: GridFrame = {}): string {
  const page = maxWidth === undefined ? '100vw' : `min(100vw, ${maxWidth})`;
  const columnOf = (count: number) => {
    const taken = inset + (count - 1) * gap;
    const width = taken === 0 ? page : `${page} - ${taken}px`;
    if (count === 1) return taken === 0 ? page : `calc(${width})`;
    return taken === 0 ? `calc(${page} / ${count})` : `calc((${width}) / ${count})`;
  };
  const from = WIDEST_FIRST.flatMap((breakpoint) => {
    const count = cols[breakpoint];
    return count === undefined ? [] : [`(min-width: ${resolvedTheme.breakpoints[breakpoint]}) ${columnOf(count)}`];
  });
  return [...from, columnOf(cols.base)].join(', ');
}
