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

export default defineConfig({
  plugins: [reactRouter()],
  define: {
    __LOCALES_VERSION__: JSON.stringify(localesVersion(path.join(import.meta.dirname, 'public/locales'))),
  },
  // The shared package ships TypeScript source; let Vite transform it for the server build too.
  ssr: { noExternal: ['@vernissage/shared'] },
});
