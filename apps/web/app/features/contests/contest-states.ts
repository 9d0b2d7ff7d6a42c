import { liftHeadings, textIn, type ContestDto, type EntryDto } from '@vernissage/shared';
import { toLocale } from '../../i18n/i18n-options';

/** A contest's or an entry's title in the reader's language, else in the other (the rule of `textIn`). */
export function contestTitleIn(contest: { title: string; titleEn: string | null }, language: string): string {
  return textIn(toLocale(language), { ko: contest.title, en: contest.titleEn });
}

/**
 * The contest's rules as the server rendered them (safe HTML), in the reader's language when
 * written in it, their headings lifted to start at h3 under the page's "Rules".
 */
export function rulesHtmlIn(contest: Pick<ContestDto, 'rulesHtml' | 'rulesHtmlEn'>, language: string): string | null {
  const html = (language.startsWith('en') && contest.rulesHtmlEn) || contest.rulesHtml;
  return html && liftHeadings(html, 3);
}

/** Where a contest stands: a draft, taking entries, judged after its deadline, or with its results out. */
export type ContestStatus = 'draft' | 'open' | 'judging' | 'results';

export function contestStatusOf(contest: Pick<ContestDto, 'published' | 'open' | 'resultsPublishedAt'>): ContestStatus {
  if (contest.resultsPublishedAt) return 'results';
  if (!contest.published) return 'draft';
  return contest.open ? 'open' : 'judging';
}

/** Where an entry stands for its workspace: changeable until the deadline, judged, then its result. */
export type EntryStage = 'open' | 'judging' | 'accepted' | 'declined';

export function entryStageOf(entry: Pick<EntryDto, 'deadline' | 'result'>, now: Date): EntryStage {
  if (entry.result) return entry.result.outcome;
  return Date.parse(entry.deadline) > now.getTime() ? 'open' : 'judging';
}

/**
 * Whether a workspace may enter a contest: of an account type the contest is open to, and with
 * write access to its inventory (the entry's works come from there; an artist needs a live plan).
 */
export type EntrantAccess = 'eligible' | 'wrongType' | 'readOnly';

export function entrantAccessOf(
  contest: Pick<ContestDto, 'eligibleTypes'>,
  workspace: { type: number },
  canWriteInventory: boolean,
): EntrantAccess {
  if (!contest.eligibleTypes.includes(workspace.type)) return 'wrongType';
  return canWriteInventory ? 'eligible' : 'readOnly';
}
