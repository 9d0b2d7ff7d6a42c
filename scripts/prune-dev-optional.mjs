#!/usr/bin/env node
// Removes from a production install (`npm ci --omit=dev`) the packages npm keeps although no
// production package needs them: those package-lock.json marks `devOptional`, a development
// dependency that some production package names only as an *optional* peer (vite, typescript,
// drizzle-kit, tsx, vitest…). npm drops them only with `--omit=optional` as well, which would
// also drop sharp's platform binaries. Run in the folder that holds package-lock.json.
import fs from 'node:fs';
import path from 'node:path';

const lock = JSON.parse(fs.readFileSync('package-lock.json', 'utf8'));
const binFolders = new Set();
let removed = 0;
for (const [location, entry] of Object.entries(lock.packages)) {
  if (!entry.devOptional || !location.includes('node_modules/') || !fs.existsSync(location)) continue;
  fs.rmSync(location, { recursive: true, force: true });
  binFolders.add(path.join(location.slice(0, location.lastIndexOf('node_modules/')), 'node_modules', '.bin'));
  removed += 1;
}
// Their command links (`node_modules/.bin/vite`…) now point at nothing: take them away too.
for (const folder of binFolders) {
  if (!fs.existsSync(folder)) continue;
  for (const name of fs.readdirSync(folder)) {
    const link = path.join(folder, name);
    if (!fs.existsSync(link)) fs.rmSync(link, { force: true });
  }
}
console.log(`pruned ${removed} packages that only development needs`);
