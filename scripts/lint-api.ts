/**
 * `npm run lint:api`: lints the API description with Redocly's recommended rules (redocly.yaml,
 * ADR 039). The description is the one the server serves at `/api/openapi.json`, built here
 * without starting a server, written to a temporary file for `redocly lint`, and removed again.
 * Exits with Redocly's code: errors fail, warnings (each explained in the ADR) do not.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describeApi } from '../apps/server/src/api-description.js';

const ROOT = path.resolve(import.meta.dirname, '..');

const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'vernissage-api-lint-'));
try {
  const file = path.join(dir, 'openapi.json');
  await fs.writeFile(file, JSON.stringify(await describeApi(), null, 2));
  const result = spawnSync(
    path.join(ROOT, 'node_modules', '.bin', 'redocly'),
    ['lint', file, '--config', path.join(ROOT, 'redocly.yaml')],
    {
      stdio: 'inherit',
      // A check of our own file: no usage reports and no update notice over the network.
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    },
  );
  if (result.error) throw result.error;
  process.exitCode = result.status ?? 1;
} finally {
  await fs.rm(dir, { recursive: true, force: true });
}
