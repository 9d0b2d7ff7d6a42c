import { dateTimeFormat } from '@vernissage/shared';
import type { OpportunityDto, OpportunityKind } from '@vernissage/shared';
import { renderPressMarkdown } from '../exhibition/press-markdown.js';
import type { OpportunityRow } from './opportunity.repository.js';

/** An opportunity as anyone sees it; the descriptions also as safe HTML. */
export function presentOpportunity(row: OpportunityRow): OpportunityDto {
  return {
    id: row.id,
    kind: row.kind as OpportunityKind,
    title: row.title,
    titleEn: row.titleEn,
    organiser: row.organiser,
    description: row.description,
    descriptionEn: row.descriptionEn,
    descriptionHtml: renderPressMarkdown(row.description),
    descriptionHtmlEn: renderPressMarkdown(row.descriptionEn),
    deadline: row.deadline.toISOString(),
    timeZone: row.timeZone,
    eligibility: row.eligibility,
    countries: row.countries,
    fee: row.fee,
    link: row.link,
    location: row.location,
    published: row.published,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The deadline as it reads where it was set: `2026년 12월 1일 18:00 (Asia/Seoul)`. */
export function deadlineText(row: Pick<OpportunityRow, 'deadline' | 'timeZone'>, locale: 'ko' | 'en'): string {
  const text = dateTimeFormat(locale === 'ko' ? 'ko-KR' : 'en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: row.timeZone,
  }).format(row.deadline);
  return `${text} (${row.timeZone})`;
}
