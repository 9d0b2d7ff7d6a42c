import { describe, expect, it } from 'vitest';
import { columnPictureSizes } from './picture-sizes';

describe("a grid's picture sizes (ADR 076)", () => {
  it('gives one column width per breakpoint the grid names, the widest first', () => {
    expect(columnPictureSizes({ base: 2, sm: 3, lg: 4 })).toBe(
      '(min-width: 75em) calc(100vw / 4), (min-width: 48em) calc(100vw / 3), calc(100vw / 2)',
    );
  });

  it("takes the page's padding and the gaps from its widest width", () => {
    expect(columnPictureSizes({ base: 1, xs: 2 }, { inset: 32, gap: 20, maxWidth: '71.25rem' })).toBe(
      '(min-width: 36em) calc((min(100vw, 71.25rem) - 52px) / 2), calc(min(100vw, 71.25rem) - 32px)',
    );
  });

  it('writes a single column of the whole window as the window', () => {
    expect(columnPictureSizes({ base: 1 }, { gap: 16 })).toBe('100vw');
  });
});
