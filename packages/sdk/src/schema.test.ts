import fs from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { describeApi } from '../../../apps/server/src/api-description.js';
import { SCHEMA_FILE, schemaSource } from '../scripts/schema-source.js';

describe('the SDK types', () => {
  it('are generated from the description the server serves now (else: npm run sdk:generate)', async () => {
    const fresh = await schemaSource(await describeApi());
    const committed = await fs.readFile(SCHEMA_FILE, 'utf8');
    // Line by line, so a failure shows which operations changed.
    expect(committed.split('\n'), 'packages/sdk/src/schema.d.ts is stale: run `npm run sdk:generate`').toEqual(
      fresh.split('\n'),
    );
  });
});
