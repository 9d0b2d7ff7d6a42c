import { PermissionLevel } from '@vernissage/shared';
import { and, gte, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { folders, inventoryItems } from './schema/index.js';

/**
 * What members of a workspace may see, in SQL, for every repository that lists the workspace's
 * works (inventory records, artworks, shares): `requireInventoryAccess`'s member rule
 * (modules/inventory/inventory-access.ts) for lists. It lives beside the schema, not in one
 * module's repository, because repositories of several modules compose it into their queries.
 */

/**
 * The rule for the `inventory_items` row in scope: the record and its folder both let members
 * read it. Owners and admins are not filtered.
 */
export function openToMembers(): SQL {
  return and(
    gte(inventoryItems.accessLevel, PermissionLevel.read),
    sql`(${inventoryItems.folderId} is null or exists (select 1 from ${folders} where ${folders.id} = ${inventoryItems.folderId} and ${folders.accessLevel} >= ${PermissionLevel.read}))`,
  )!;
}

/** The same rule for rows that name an artwork (shares, artworks): its record is open to members. */
export function artworkOpenToMembers(aid: AnyPgColumn): SQL {
  return sql`exists (select 1 from ${inventoryItems} where ${inventoryItems.artworkId} = ${aid} and ${openToMembers()})`;
}
