import { ADMIN_LEVEL } from '@vernissage/shared';
import type { Database } from '../../db/client.js';
import * as repo from './user.repository.js';

/**
 * Platform admin is granted and revoked only here, from the command line
 * (`npm run admin -- grant <email>`), never through a request.
 */
export async function setAdmin(
  db: Database,
  email: string,
  admin: boolean,
): Promise<{ email: string; level: number } | null> {
  return (await repo.setLevelByEmail(db, email.trim().toLowerCase(), admin ? ADMIN_LEVEL : 0)) ?? null;
}

export function listAdmins(db: Database) {
  return repo.usersAtLevel(db, ADMIN_LEVEL);
}
