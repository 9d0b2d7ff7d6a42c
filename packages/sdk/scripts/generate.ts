/**
 * `npm run sdk:generate`: regenerates the SDK's types (`src/schema.d.ts`) from the API
 * description, built from the app without a server. Run it after changing the route contract.
 */
import fs from 'node:fs/promises';
import { describeApi } from '../../../apps/server/src/api-description.js';
import { SCHEMA_FILE, schemaSource } from './schema-source.js';

await fs.writeFile(SCHEMA_FILE, await schemaSource(await describeApi()));
console.log(`Wrote ${SCHEMA_FILE}`);
