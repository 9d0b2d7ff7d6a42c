import Fastify from 'fastify';
import { searchWorks } from '../apps/server/src/modules/search/search.repository.js';
import { openBenchDatabase } from './inventory-data.js';

/**
 * The plain-SQL baseline for search: bare Fastify running the very statements the search
 * repository sends for a page (the typo threshold, the ranked page of works, the facet counts in
 * one scan) straight on the driver, with no validation, no image/artist/like records and no
 * presentation — what the database itself costs.
 */
const database = await openBenchDatabase(process.env.BENCH_DATA_DIR!, process.env.BENCH_DATABASE_URL || undefined);
const app = Fastify({ logger: false });
app.get('/search', async (request) => {
  const { q, medium, page = '0', size = '20' } = request.query as Record<string, string | undefined>;
  const found = await searchWorks(
    database.db,
    { q, medium: medium as 'painting' | undefined, page: Number(page), size: Number(size) },
    { facets: true },
  );
  return { items: found.rows, facets: found.facets };
});
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
console.log(`baseline listening on ${typeof address === 'object' && address ? address.port : 0}`);
process.once(
  'SIGTERM',
  () =>
    void app
      .close()
      .then(() => database.close())
      .then(() => process.exit(0)),
);
