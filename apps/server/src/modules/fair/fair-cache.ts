import { calendarDayIn, EXHIBITION_TIME_ZONE, type PublicFairDto } from '@vernissage/shared';
import type { AppContext } from '../../platform/context.js';
import { etagOf } from '../../platform/page-cache.js';
import { tagPage } from '../../platform/web/page-tags.js';

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

interface KeptAnswer {
  answer: PublicFairDto;
  tags: string[];
}

/**
 * A fair's public answer from the page cache, else read and kept behind the tags of what it was
 * made from; either way the tags go to the page being rendered, if any (`tagPage`), so the page
 * is kept behind them too. The day is part of the key: a fair turns current, then past, at
 * midnight in the fair's time zone, and no change says so.
 */
export async function cachedPublicFair(
  ctx: AppContext,
  fairId: string,
  read: () => Promise<KeptAnswer>,
): Promise<PublicFairDto> {
  const key = `fair:|${fairId}|${calendarDayIn(EXHIBITION_TIME_ZONE)}`;
  const cached = await ctx.pages.get(key);
  const kept = cached ? (JSON.parse(cached.body) as KeptAnswer) : await readAndKeep(ctx, key, read);
  tagPage(kept.tags);
  return kept.answer;
}

async function readAndKeep(ctx: AppContext, key: string, read: () => Promise<KeptAnswer>): Promise<KeptAnswer> {
  const epoch = await ctx.pages.epoch();
  const kept = await read();
  const body = JSON.stringify(kept);
  await ctx.pages.put(key, { body, type: 'application/json', etag: etagOf(body) }, kept.tags, epoch);
  return kept;
}
