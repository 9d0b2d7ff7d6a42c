import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { openBenchDatabase } from './inventory-data.js';

/**
 * The raw-driver baseline for the inventory list: bare Fastify running the same queries the
 * platform needs for a page (the page's ids off the index, those records with their artworks,
 * their images, the total) straight on the driver, with no auth, validation or presentation.
 */
const database = await openBenchDatabase(process.env.BENCH_DATA_DIR!, process.env.BENCH_DATABASE_URL || undefined);
const gid = process.env.BENCH_GID!;
const app = Fastify({ logger: false });
app.get('/inventory', async (request) => {
  const { page = '0', size = '50' } = request.query as Record<string, string>;
  const limit = Number(size);
  const offset = Number(page) * limit;
  const [pageRows, total] = await Promise.all([
    database.db.execute(sql`
      select i.id from inventory_items i
      where i.gallery_id = ${gid} and i.deleted_at is null order by i.idx, i.id limit ${limit} offset ${offset}`),
    database.db.execute(
      sql`select count(*)::int as total from inventory_items i where i.gallery_id = ${gid} and i.deleted_at is null`,
    ),
  ]);
  const pageIds = pageRows.rows.map((row) => (row as { id: string }).id);
  const items = await database.db.execute(
    sql`select i.*, a.* from inventory_items i join artworks a on a.id = i.artwork_id where i.id in ${
      pageIds.length > 0
        ? sql`(${sql.join(
            pageIds.map((id) => sql`${id}`),
            sql`, `,
          )})`
        : sql`(null)`
    }`,
  );
  const ids = items.rows.map((row) => (row as { artwork_id: string }).artwork_id);
  const images = await database.db.execute(
    sql`select * from artwork_images where artwork_id in ${
      ids.length > 0
        ? sql`(${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})`
        : sql`(null)`
    }`,
  );
  return { items: items.rows, images: images.rows, total: total.rows[0] };
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
