import {
  INBOX_KINDS,
  INBOX_STATUSES,
  VISITOR_SOURCE_KINDS,
  type InboxKind,
  type InboxMessageDto,
  type InboxStatus,
  type VisitorSource,
  type VisitorSourceKind,
  csvFile,
} from '@vernissage/shared';
import type { InboxRow } from './visitor.repository.js';

function oneOf<T extends string>(values: readonly T[], value: string, fallback: T): T {
  return (values as readonly string[]).includes(value) ? (value as T) : fallback;
}

function sourceOf(row: InboxRow): VisitorSource | null {
  if (!row.source) return null;
  return {
    kind: oneOf<VisitorSourceKind>(VISITOR_SOURCE_KINDS, row.source.kind, 'website'),
    ...(row.source.id && { id: row.source.id }),
    ...(row.source.path && { path: row.source.path }),
  };
}

/** A message or lead as the inbox shows it to the workspace's members. */
export function presentInboxMessage(row: InboxRow): InboxMessageDto {
  return {
    vmid: row.id,
    gid: row.galleryId,
    kind: oneOf<InboxKind>(INBOX_KINDS, row.kind, 'message'),
    status: oneOf<InboxStatus>(INBOX_STATUSES, row.status, 'unread'),
    message: row.message,
    answers: row.answers,
    name: row.name,
    email: row.email,
    phone: row.phone,
    locale: row.locale,
    vmids: row.vmids,
    source: sourceOf(row),
    artwork:
      row.artworkId && row.artworkTitle !== null
        ? { aid: row.artworkId, title: row.artworkTitle, titleEn: row.artworkTitleEn }
        : null,
    replies: row.replies,
    createdAt: row.createdAt.toISOString(),
  };
}

const CSV_COLUMNS = [
  'received',
  'kind',
  'status',
  'name',
  'email',
  'phone',
  'locale',
  'message',
  'answers',
  'source',
  'source_id',
  'source_path',
  'aid',
  'artwork',
  'replies',
] as const;

/**
 * The inbox as a CSV file Excel opens as it is: UTF-8 with a byte-order mark (or Excel guesses
 * the legacy code page and garbles Korean), CRLF line ends, every cell quoted and defused.
 */
export function inboxCsv(rows: readonly InboxRow[]): string {
  return csvFile(
    CSV_COLUMNS,
    rows.map((row) => {
      const dto = presentInboxMessage(row);
      return [
        dto.createdAt,
        dto.kind,
        dto.status,
        dto.name,
        dto.email,
        dto.phone,
        dto.locale,
        dto.message,
        Object.entries(dto.answers)
          .map(([question, answer]) => `${question}: ${answer}`)
          .join('\n'),
        dto.source?.kind,
        dto.source?.id,
        dto.source?.path,
        row.artworkId,
        dto.artwork?.title,
        dto.replies.length,
      ];
    }),
  );
}
