import fs from 'node:fs';
import path from 'node:path';

/**
 * The server package's folder (`apps/server`), found from this module whether it runs as
 * TypeScript source (`src/`, tests and `npm run dev`) or bundled (`dist/`, `npm start`): the
 * nearest folder above it with a package.json.
 */
export const SERVER_ROOT = packageRootAbove(import.meta.dirname);

function packageRootAbove(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`No package.json above ${start}`);
  }
}
