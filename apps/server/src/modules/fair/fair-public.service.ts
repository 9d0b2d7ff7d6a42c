import { ErrorCode, type PublicFairDto, type SubmissionStatus } from '@vernissage/shared';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { slugOf } from '../website/website.presenter.js';
import { liveSitePathsOf } from '../website/website.service.js';
import { LISTED, worksOfLists } from './fair-submissions.service.js';
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
 * now (an "on hold" shows at once). Public fields only: never a price, never a memo.
 */
export async function publicFair(ctx: AppContext, fairId: string): Promise<PublicFairDto> {
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
  const [works, sites, names] = await Promise.all([
    worksOfLists(ctx, lists),
    liveSitePathsOf(
      ctx,
      accepted.map(({ participant }) => participant.galleryId),
    ),
    repo.workspaceNames(ctx.db, [fair.galleryId]),
  ]);
  const exhibitors = accepted.map(({ participant, exhibitorName }): Exhibitor => {
    const listed = lists
      .filter((row) => row.participantId === participant.id)
      .flatMap((row) => listedWorks(row, works));
    return {
      participantId: participant.id,
      gid: participant.galleryId,
      name: exhibitorName,
      booth: participant.booth ? { ...participant.booth } : null,
      section: participant.section,
      sitePath: sites.get(participant.galleryId) ?? null,
      // A work on two lists shows once.
      works: listed.filter((work, index) => listed.findIndex((other) => other.aid === work.aid) === index),
    };
  });
  const dto = presentFair(fair, { role: 'open', organiserName: names.get(fair.galleryId) ?? '', grants: [] });
  return {
    fair: {
      fairId: dto.fairId,
      organiserName: dto.organiserName,
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
}
