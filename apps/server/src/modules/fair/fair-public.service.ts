import { ErrorCode, type PublicFairDto, type SubmissionStatus } from '@vernissage/shared';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { slugOf } from '../website/website.presenter.js';
import { liveSitePathsOf } from '../website/website.service.js';
import type { ArtworkRecord } from '../artwork/artwork.service.js';
import { siteTags } from '../website/site-cache.js';
import { cachedPublicFair, fairTag } from './fair-cache.js';
import { LISTED, presentFairWorks, recordsOfLists } from './fair-submissions.service.js';
import { listedWorks, presentFair } from './fair.presenter.js';
import * as repo from './fair.repository.js';

type Exhibitor = PublicFairDto['exhibitors'][number];

/** Booth numbers in the order people walk them: "A2" before "A10". */
const boothOrder = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** By section in the fair's order (none last), then booth, then name. */
function exhibitorOrder(sections: string[]) {
  const rank = (exhibitor: Exhibitor) => {
    const index = exhibitor.section ? sections.indexOf(exhibitor.section) : -1;
    return index < 0 ? sections.length : index;
  };
  return (a: Exhibitor, b: Exhibitor) =>
    rank(a) - rank(b) ||
    boothOrder.compare(a.booth?.number ?? '\uffff', b.booth?.number ?? '\uffff') ||
    a.name.localeCompare(b.name);
}

/**
 * GET `/web/fair/exhibitors`: a published fair and its accepted exhibitors, with booth, section,
 * website and the works of their submitted or approved artwork lists, as the inventory has them
 * now (an "on hold" shows at once). Public fields only: never a price, never a memo. Kept in the
 * page cache until what it was made from changes (ADR 067).
 */
export function publicFair(ctx: AppContext, fairId: string): Promise<PublicFairDto> {
  return cachedPublicFair(ctx, fairId, () => readPublicFair(ctx, fairId));
}

/** The public answer and the page-cache tags of what it was read from. */
async function readPublicFair(ctx: AppContext, fairId: string): Promise<{ answer: PublicFairDto; tags: string[] }> {
  const fair = await repo.findFair(ctx.db, fairId);
  if (!fair?.published) throw new AppError(ErrorCode.notFound, 'No such fair.');
  const accepted = (await repo.participantsOfFair(ctx.db, fair.id)).filter(
    ({ participant }) => participant.status === 'accepted',
  );
  const lists = (
    await repo.submissionsOf(
      ctx.db,
      accepted.map(({ participant }) => participant.id),
    )
  ).filter((row) => row.type === 'artwork_list' && LISTED.includes(row.status as SubmissionStatus));
  const exhibitorGids = accepted.map(({ participant }) => participant.galleryId);
  const [records, sites, names] = await Promise.all([
    recordsOfLists(ctx, lists),
    liveSitePathsOf(ctx, exhibitorGids),
    repo.workspaceNames(ctx.db, [fair.galleryId]),
  ]);
  const works = presentFairWorks(records);
  const exhibitors = accepted.map(({ participant, exhibitorName, exhibitorNameEn }): Exhibitor => {
    const listed = lists
      .filter((row) => row.participantId === participant.id)
      .flatMap((row) => listedWorks(row, works));
    return {
      participantId: participant.id,
      gid: participant.galleryId,
      name: exhibitorName,
      nameEn: exhibitorNameEn,
      booth: participant.booth ? { ...participant.booth } : null,
      section: participant.section,
      sitePath: sites.get(participant.galleryId) ?? null,
      // A work on two lists shows once.
      works: listed.filter((work, index) => listed.findIndex((other) => other.aid === work.aid) === index),
    };
  });
  const dto = presentFair(fair, { role: 'open', organiser: names.get(fair.galleryId), grants: [] });
  const answer = {
    fair: {
      fairId: dto.fairId,
      organiserName: dto.organiserName,
      organiserNameEn: dto.organiserNameEn,
      name: dto.name,
      nameEn: dto.nameEn,
      startDate: dto.startDate,
      endDate: dto.endDate,
      status: dto.status,
      venue: dto.venue,
      sections: dto.sections,
    },
    slug: slugOf(fair.nameEn ?? fair.name, fair.id),
    exhibitors: exhibitors.sort(exhibitorOrder(fair.sections)),
  };
  return { answer, tags: publicFairTags(fair, exhibitorGids, records) };
}

/**
 * What the public answer is made from: the fair (its fields, exhibitors and lists), the
 * organiser's and each exhibitor's workspace (names, sites, the workspace's deletion), which works
 * each exhibitor has in its inventory (one trashed leaves the lists), and each listed work and its
 * artist.
 */
function publicFairTags(fair: { id: string; galleryId: string }, exhibitorGids: string[], records: ArtworkRecord[]) {
  return [
    fairTag(fair.id),
    siteTags.site(fair.galleryId),
    ...exhibitorGids.flatMap((gid) => [siteTags.site(gid), siteTags.works(gid)]),
    ...records.flatMap(({ artwork }) => [
      siteTags.work(artwork.id),
      ...(artwork.artistId ? [siteTags.artist(artwork.artistId)] : []),
    ]),
  ];
}
