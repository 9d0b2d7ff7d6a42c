// Makes what the first browser journeys would otherwise wait for: Chromium unpacked (when no
// system one is used) and the server's template data directories, empty and with the demo seed
// (see `templateDataDir`). CI runs it on the core the type-aware lint leaves idle; the journeys
// make whatever is missing themselves, so it only ever saves time. Needs the build.
import { chromiumExecutable } from '../e2e/support/browser.js';
import { templateDataDir } from '../e2e/support/server.js';

const started = performance.now();
console.log(`Chromium for the journeys: ${await chromiumExecutable()}`);
// One after the other: the point is to use one core, not to compete with the lint for the other.
console.log(`Template data directories: ${await templateDataDir(false)}, ${await templateDataDir(true)}`);
console.log(`Journeys prepared in ${((performance.now() - started) / 1000).toFixed(1)} s`);
