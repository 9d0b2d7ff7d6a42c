import {
  type CSSVariablesResolver,
  createTheme,
  DEFAULT_THEME,
  darken,
  defaultVariantColorsResolver,
  parseThemeColor,
  type VariantColorsResolver,
} from '@mantine/core';

/** Noto Sans KR's metric-matched stand-ins (global.css), the page's font until its faces have loaded. */
export const standInFonts = `'Noto Sans KR Fallback', ${DEFAULT_THEME.fontFamily}`;

/** Noto Sans KR, swapped in once the page's faces have all loaded (lib/font-swap.ts). */
const fontFamily = `'Noto Sans KR', ${standInFonts}`;

/**
 * The one fixed look of the product (SPEC.md: primary blue, secondary dark grey). The font ships
 * with the app (@fontsource, weights 400 and 700); nothing is fetched from a font host.
 */
/**
 * Light badges, alerts and buttons: Mantine writes them in shade 9 of their colour on a pale tint
 * of it, 3.8:1 for green (the "available" badge); 30 % darker text passes WCAG AA's 4.5:1 on every
 * palette colour.
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  if (input.variant !== 'light') return colors;
  const parsed = parseThemeColor({ color: input.color || input.theme.primaryColor, theme: input.theme });
  const palette = parsed.isThemeColor ? input.theme.colors[parsed.color] : undefined;
  return palette ? { ...colors, color: darken(palette[9], 0.3) } : colors;
};

/** Secondary ("dimmed") text at grey 7, 7:1 on white; Mantine's grey 6 is 3.3:1, below WCAG AA. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
});

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
  variantColorResolver,
});
