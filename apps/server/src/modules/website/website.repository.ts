import { and, asc, count, eq, inArray, isNotNull, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { artists, artworks, galleries, siteDomains, siteWorks } from '../../db/schema/index.js';

export type SiteDomainRow = typeof siteDomains.$inferSelect;
/** What a site says of the workspace it belongs to. */
export type SiteOwnerRow = Pick<
  typeof galleries.$inferSelect,
  'name' | 'nameen' | 'type' | 'about' | 'aboutEn' | 'address' | 'email' | 'phone' | 'logo'
>;

export async function ownerOf(db: Database, galleryId: string): Promise<SiteOwnerRow | undefined> {
  const [row] = await db
    .select({
      name: galleries.name,
      nameen: galleries.nameen,
      type: galleries.type,
      about: galleries.about,
      aboutEn: galleries.aboutEn,
      address: galleries.address,
      email: galleries.email,
      phone: galleries.phone,
      logo: galleries.logo,
    })
    .from(galleries)
    .where(eq(galleries.id, galleryId));
  return row;
}
export type SiteDomainValues = Omit<typeof siteDomains.$inferInsert, 'id' | 'galleryId' | 'createdAt' | 'updatedAt'>;

export function domainOf(db: Database, galleryId: string): Promise<SiteDomainRow | undefined> {
  return db.query.siteDomains.findFirst({ where: eq(siteDomains.galleryId, galleryId) });
}

export function domainNamed(db: Database, name: string): Promise<SiteDomainRow | undefined> {
  return db.query.siteDomains.findFirst({ where: eq(siteDomains.name, name) });
}

/** Whether another workspace's site has the name. */
export async function nameTakenByOther(db: Database, name: string, galleryId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: siteDomains.id })
    .from(siteDomains)
    .where(and(eq(siteDomains.name, name), ne(siteDomains.galleryId, galleryId)))
    .limit(1);
  return row !== undefined;
}

export async function insertDomain(
  db: Database,
  row: SiteDomainValues & { id: string; galleryId: string },
): Promise<SiteDomainRow> {
  const [made] = await db.insert(siteDomains).values(row).returning();
  return made!;
}

export async function updateDomain(
  db: Database,
  id: string,
  values: Partial<SiteDomainValues>,
): Promise<SiteDomainRow> {
  const [changed] = await db.update(siteDomains).set(values).where(eq(siteDomains.id, id)).returning();
  return changed!;
}

/** The live sites with their workspaces' names, by name. */
export async function liveDomains(db: Database, window: { offset: number; limit: number }) {
  const where = eq(siteDomains.live, true);
  const [rows, [total]] = await Promise.all([
    db
      .select({ domain: siteDomains, owner: { name: galleries.name, type: galleries.type } })
      .from(siteDomains)
      .innerJoin(galleries, eq(galleries.id, siteDomains.galleryId))
      .where(where)
      .orderBy(asc(siteDomains.name))
      .offset(window.offset)
      .limit(window.limit),
    db.select({ total: count() }).from(siteDomains).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/** The names of the live sites of these workspaces, by workspace. */
export async function liveSiteNamesOf(db: Database, galleryIds: string[]): Promise<Map<string, string>> {
  if (galleryIds.length === 0) return new Map();
  const rows = await db
    .select({ galleryId: siteDomains.galleryId, name: siteDomains.name })
    .from(siteDomains)
    .where(and(eq(siteDomains.live, true), inArray(siteDomains.galleryId, galleryIds)));
  return new Map(rows.map((row) => [row.galleryId, row.name]));
}

/** The works a site shows, in its order (deleted works drop out). */
export function siteArtworks(db: Database, galleryId: string) {
  return db
    .select({ artwork: artworks })
    .from(siteWorks)
    .innerJoin(artworks, eq(artworks.id, siteWorks.artworkId))
    .where(and(eq(siteWorks.galleryId, galleryId), isNull(artworks.deletedAt)))
    .orderBy(asc(siteWorks.idx));
}

/** Of `aids`, those that are live works of the workspace. */
export async function ownArtworkIds(db: Database, galleryId: string, aids: string[]): Promise<Set<string>> {
  if (aids.length === 0) return new Set();
  const rows = await db
    .select({ id: artworks.id })
    .from(artworks)
    .where(and(eq(artworks.galleryId, galleryId), inArray(artworks.id, aids), isNull(artworks.deletedAt)));
  return new Set(rows.map((row) => row.id));
}

/** Replaces the site's works with `aids`, in that order. */
export async function replaceSiteWorks(db: Database, galleryId: string, aids: string[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(siteWorks).where(eq(siteWorks.galleryId, galleryId));
    if (aids.length > 0)
      await tx.insert(siteWorks).values(aids.map((artworkId, idx) => ({ galleryId, artworkId, idx })));
  });
}

/** Whether another workspace's site has the own host name. */
export async function hostTakenByOther(db: Database, host: string, galleryId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: siteDomains.id })
    .from(siteDomains)
    .where(and(eq(siteDomains.host, host), ne(siteDomains.galleryId, galleryId)))
    .limit(1);
  return row !== undefined;
}

/** Own host names whose TXT record has been found, with their sites' names. */
export async function verifiedHosts(db: Database): Promise<{ host: string; name: string }[]> {
  const rows = await db
    .select({ host: siteDomains.host, name: siteDomains.name })
    .from(siteDomains)
    .where(and(isNotNull(siteDomains.host), isNotNull(siteDomains.hostVerifiedAt)));
  return rows.flatMap((row) => (row.host ? [{ host: row.host, name: row.name }] : []));
}

export type SiteArtistRow = typeof artists.$inferSelect;

/** The workspace's artists among `ids` (deleted ones drop out). */
export function artistsIn(db: Database, galleryId: string, ids: string[]): Promise<SiteArtistRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(artists)
    .where(and(eq(artists.galleryId, galleryId), inArray(artists.id, ids), isNull(artists.deletedAt)))
    .orderBy(asc(artists.name));
}
