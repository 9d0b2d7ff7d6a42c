import { calendarDayIn, EXHIBITION_TIME_ZONE, type PublicFairDto } from '@vernissage/shared';
import type { AppContext } from '../../platform/context.js';
import { keptTaggedAnswer, type TaggedAnswer } from '../../platform/web/page-tags.js';

/**
 * The page-cache tag of what a fair's public page shows of the fair itself: its fields, its
 * accepted exhibitors with their booths and sections, and their artwork lists (ADR 067). The
 * works, their artists and the exhibitors' names and sites carry the site tags (ADR 022).
 */
export const fairTag = (fairId: string) => `fair:${fairId}`;

/** Makes a fair's public answer and page stale before the changing request answers. */
export function invalidateFairPages(ctx: AppContext, fairId: string): Promise<void> {
  return ctx.pages.invalidate([fairTag(fairId)]);
}

/**
 * A fair's public answer, kept behind the tags of what it was made from (`keptTaggedAnswer`). The
 * day is part of the key: a fair turns current, then past, at midnight in the fair's time zone,
 * and no change says so.
 */
export function cachedPublicFair(
  ctx: AppContext,
  fairId: string,
  read: () => Promise<TaggedAnswer<PublicFairDto>>,
): Promise<PublicFairDto> {
  return keptTaggedAnswer(ctx, `fair:|${fairId}|${calendarDayIn(EXHIBITION_TIME_ZONE)}`, read);
}
