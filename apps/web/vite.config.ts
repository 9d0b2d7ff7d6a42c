import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

/** A short content hash of the translation files; the client adds it to their URLs. */
function localesVersion(directory: string): string {
  const hash = createHash('sha256');
  const files = readdirSync(directory, { recursive: true, encoding: 'utf8' })
    .map((file) => path.join(directory, file))
    .filter((file) => statSync(file).isFile())
    .sort();
  for (const file of files) hash.update(path.relative(directory, file)).update(readFileSync(file));
  return hash.digest('hex').slice(0, 10);
}

/**
 * The browser's vendor code in a few chunks every page shares, cached across pages and builds
 * that leave them alone, rather than dozens of tiny files a first visit fetches one by one.
 * Code one page alone uses (drag-and-drop, the upload zone) still loads with that page only.
 */
const VENDOR_GROUPS = [
  {
    name: 'react',
    test: /node_modules[\\/](?:react|react-dom|scheduler|react-router|turbo-stream|cookie|set-cookie-parser)[\\/]/,
  },
  { name: 'i18n', test: /node_modules[\\/](?:i18next[\w-]*|react-i18next|html-parse-stringify|void-elements)[\\/]/ },
  { name: 'data', test: /node_modules[\\/](?:@tanstack|zod|@mantine[\\/]form|klona|fast-deep-equal)[\\/]/ },
  {
    name: 'mantine',
    test: /node_modules[\\/](?:@mantine[\\/](?:core|hooks|notifications|nprogress|store)|@floating-ui|react-remove-scroll[\w-]*|react-style-singleton|use-callback-ref|use-sidecar|get-nonce|tslib|detect-node-es|react-number-format|react-textarea-autosize|use-composed-ref|use-isomorphic-layout-effect|use-latest|clsx|react-transition-group)[\\/]/,
  },
];

export default defineConfig({
  plugins: [reactRouter()],
  define: {
    __LOCALES_VERSION__: JSON.stringify(localesVersion(path.join(import.meta.dirname, 'public/locales'))),
  },
  // The shared package ships TypeScript source; let Vite transform it for the server build too.
  ssr: { noExternal: ['@vernissage/shared'] },
  environments: {
    client: { build: { rolldownOptions: { output: { codeSplitting: { groups: VENDOR_GROUPS } } } } },
  },
});
