import presetMantine from 'postcss-preset-mantine';
import simpleVars from 'postcss-simple-vars';

/**
 * Noto Sans KR as @fontsource ships it, made lighter: woff2 only (every browser the app runs in
 * reads it; the woff copies were never fetched but doubled the stylesheet and the build), and no
 * Cyrillic or Vietnamese faces (the app's text is Korean and English; other scripts in a person's
 * own text show in the system's font). The Korean and Latin faces stay split by Unicode range, so
 * a page fetches only the files of the characters it shows.
 */
const leanFontFaces = {
  postcssPlugin: 'vernissage-lean-font-faces',
  AtRule: {
    'font-face': (rule) => {
      const src = rule.nodes?.find((node) => node.type === 'decl' && node.prop === 'src');
      if (!src || !src.value.includes('noto-sans-kr')) return;
      if (/noto-sans-kr-(?:cyrillic|vietnamese)-/.test(src.value)) {
        rule.remove();
        return;
      }
      src.value = src.value.replace(/,\s*url\([^)]+\.woff\) format\(['"]woff['"]\)/g, '');
    },
  },
};

export default {
  plugins: [
    leanFontFaces,
    presetMantine(),
    simpleVars({
      variables: {
        'mantine-breakpoint-xs': '36em',
        'mantine-breakpoint-sm': '48em',
        'mantine-breakpoint-md': '62em',
        'mantine-breakpoint-lg': '75em',
        'mantine-breakpoint-xl': '88em',
      },
    }),
  ],
};
