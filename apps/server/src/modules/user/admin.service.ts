import { ADMIN_LEVEL } from '@vernissage/shared';
import { desc, eq, gte } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema/index.js';

/**
 * Platform admin is granted and revoked only here, from the command line
 * (`npm run admin -- grant <email>`), never through a request.
 */
export async function setAdmin(
  db: Database,
  email: string,
  admin: boolean,
): Promise<{ email: string; level: number } | null> {
  const [row] = await db
    .update(users)
    .set({ level: admin ? ADMIN_LEVEL : 0 })
    .where(eq(users.email, email.trim().toLowerCase()))
    .returning({ email: users.email, level: users.level });
  return row ?? null;
}

export function listAdmins(db: Database) {
  return db
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(gte(users.level, ADMIN_LEVEL))
    .orderBy(desc(users.createdAt));
}
