import { displayNames, liftHeadings, type OpportunityDto } from '@vernissage/shared';
import { contestTitleIn } from '../contests/contest-states';

/** An opportunity's title in the reader's language: the English one for English readers when it has one. */
export const opportunityTitleIn = (opportunity: Pick<OpportunityDto, 'title' | 'titleEn'>, language: string) =>
  contestTitleIn(opportunity, language);

/**
 * The description as the server rendered it (safe HTML, ADR 033), in the reader's language when
 * written in it, its headings starting at h3 under the page's own.
 */
export function descriptionHtmlIn(
  opportunity: Pick<OpportunityDto, 'descriptionHtml' | 'descriptionHtmlEn'>,
  language: string,
): string | null {
  const html = (language.startsWith('en') && opportunity.descriptionHtmlEn) || opportunity.descriptionHtml;
  return html ? liftHeadings(html, 3) : null;
}

/** Country codes as names in the reader's language (`KR` → 대한민국 / South Korea). */
export function countryNames(codes: readonly string[], language: string): string[] {
  const names = displayNames(language, { type: 'region' });
  return codes.map((code) => names.of(code) ?? code);
}
