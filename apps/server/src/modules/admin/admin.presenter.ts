import {
  type ContentAction,
  type ContentChangeDto,
  type ContentSubject,
  type LeadDto,
  csvFile,
} from '@vernissage/shared';
import type { ChangeRow, LeadRow } from './admin.repository.js';

export function presentLead(row: LeadRow): LeadDto {
  return { email: row.email, locale: row.locale, createdAt: row.createdAt.toISOString() };
}

/**
 * A change as the log shows it; its subject and action were written from the contract's lists.
 * Its subject's name as kept with the change, else (an entry from before names were kept) as it
 * is now.
 */
export function presentChange(row: ChangeRow): ContentChangeDto {
  const kept = row.subjectLabel !== null || row.subjectLabelEn !== null;
  return {
    id: row.id,
    subject: row.subject as ContentSubject,
    subjectId: row.subjectId,
    subjectLabel: kept ? row.subjectLabel : row.currentLabel,
    subjectLabelEn: kept ? row.subjectLabelEn : row.currentLabelEn,
    action: row.action as ContentAction,
    actor: row.actorId ? { uid: row.actorId, name: row.actorName ?? '', email: row.actorEmail ?? '' } : null,
    at: row.at.toISOString(),
  };
}

const LEAD_COLUMNS = ['email', 'locale', 'created_at'] as const;

/**
 * The leads as a CSV file Excel opens as it is, with the platform's writer (`csvFile` in packages/shared): UTF-8
 * with a byte-order mark, CRLF line ends, every cell quoted and defused.
 */
export function leadsCsv(rows: readonly LeadRow[]): string {
  return csvFile(
    LEAD_COLUMNS,
    rows.map((row) => [row.email, row.locale, row.createdAt.toISOString()]),
  );
}
