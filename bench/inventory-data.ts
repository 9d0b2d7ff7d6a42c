import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../apps/server/src/db/client.js';

export const INVENTORY_SIZE = 10_000;

/** The embedded database under a data dir, or PostgreSQL when the bench is given one. */
export function openBenchDatabase(dataDir: string, databaseUrl: string | undefined): Promise<DatabaseHandle> {
  return databaseUrl
    ? openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 4 })
    : openDatabase({ kind: 'pglite', dataDir: `${dataDir}/pglite` });
}

/**
 * Fills the user's workspace with 10,000 works (each with an image row and an inventory record)
 * in a few set-based statements, so the list bench reads a realistic table.
 */
export async function fillInventory(database: DatabaseHandle, email: string): Promise<string> {
  const db = database.db;
  await db.execute(sql`update users set email_verified = true where email = ${email}`);
  const { rows } = await db.execute<{ gid: string }>(
    sql`select m.gallery_id as gid from gallery_members m join users u on u.id = m.user_id where u.email = ${email} limit 1`,
  );
  const gid = rows[0]!.gid;
  await db.execute(sql`
    insert into artworks (id, gallery_id, title, title_en, year, medium_type, price_amount, price_currency, state, tags)
    select 'bench-a-' || n, ${gid}, '작품 ' || n, 'Work ' || n, 1990 + n % 35, 'painting', 100000 * (n % 97 + 1), 'KRW', case when n % 11 = 0 then 5 else 0 end, '{bench}'
    from generate_series(1, ${INVENTORY_SIZE}) as n`);
  await db.execute(sql`
    insert into inventory_items (id, gallery_id, artwork_id, idx, stock_number, location)
    select 'bench-i-' || n, ${gid}, 'bench-a-' || n, n, 'B-' || n, 'Storage'
    from generate_series(1, ${INVENTORY_SIZE}) as n`);
  await db.execute(sql`
    insert into artwork_images (id, gallery_id, artwork_id, idx, is_primary, key_prefix, original_key, content_type, width, height, bytes, placeholder)
    select 'bench-m-' || n, ${gid}, 'bench-a-' || n, 0, true, 'g/' || ${gid} || '/a/bench-a-' || n || '/x/', 'g/' || ${gid} || '/a/bench-a-' || n || '/x/original.jpg', 'image/jpeg', 1200, 900, 123456, 'data:image/webp;base64,AAAA'
    from generate_series(1, ${INVENTORY_SIZE}) as n`);
  await db.execute(sql`analyze`);
  return gid;
}
