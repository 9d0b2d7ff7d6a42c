import { createTheme, DEFAULT_THEME } from '@mantine/core';

/** Noto Sans KR, shown in its metric-matched stand-in until it has loaded (global.css). */
const fontFamily = `'Noto Sans KR', 'Noto Sans KR Fallback', ${DEFAULT_THEME.fontFamily}`;

/**
 * The one fixed look of the product (SPEC.md: primary blue, secondary dark grey). The font ships
 * with the app (@fontsource, weights 400 and 700); nothing is fetched from a font host.
 */
export const theme = createTheme({
  primaryColor: 'blue',
  // Blue 6, Mantine's default, carries white text at 3.6:1; blue 8 at 5:1 (WCAG AA asks 4.5:1).
  primaryShade: 8,
  colors: {
    // The secondary colour: Mantine's dark greys under a name that says what it is for.
    secondary: DEFAULT_THEME.colors.dark,
  },
  fontFamily,
  headings: { fontFamily, fontWeight: '700' },
  defaultRadius: 'md',
});
