import {
  calendarDayIn,
  EXHIBITION_TIME_ZONE,
  neutraliseFormula,
  type ParticipantDto,
  type ParticipantStatus,
} from '@vernissage/shared';

/** The words of the export, in the reader's language: column headings and status names. */
export interface ParticipantsCsvLabels {
  headings: {
    exhibitor: string;
    status: string;
    section: string;
    boothNumber: string;
    boothSize: string;
    hall: string;
    appliedOn: string;
    changedOn: string;
  };
  statuses: Record<ParticipantStatus, string>;
}

/** Makes spreadsheet programs (Excel above all) read the file as UTF-8, so Korean names survive. */
const BOM = '\uFEFF';

/**
 * One CSV cell (RFC 4180): quoted when it holds a quote, comma or line break, quotes doubled.
 * A text that a spreadsheet would run as a formula (an exhibitor may name itself `=HYPERLINK(…)`)
 * is kept as text with a leading apostrophe.
 */
export function csvCell(value: string | null | undefined): string {
  const text = neutraliseFormula(value ?? '');
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows of cells as CSV text: CRLF between rows, a BOM in front. */
export function toCsv(rows: readonly (readonly (string | null | undefined)[])[]): string {
  return BOM + rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** The day of an instant as the fair counts days (Seoul). */
const seoulDay = (iso: string) => calendarDayIn(EXHIBITION_TIME_ZONE, new Date(iso));

/**
 * A fair's participants as a CSV file for a spreadsheet: exhibitor, status, section, booth
 * (number, size, hall), and the days it applied and was last changed — built in the browser from
 * the list the page already holds.
 */
export function participantsCsv(participants: readonly ParticipantDto[], labels: ParticipantsCsvLabels): string {
  const { headings } = labels;
  return toCsv([
    [
      headings.exhibitor,
      headings.status,
      headings.section,
      headings.boothNumber,
      headings.boothSize,
      headings.hall,
      headings.appliedOn,
      headings.changedOn,
    ],
    ...participants.map((participant) => [
      participant.exhibitorName,
      labels.statuses[participant.status],
      participant.section,
      participant.booth?.number,
      participant.booth?.size,
      participant.booth?.hall,
      seoulDay(participant.createdAt),
      seoulDay(participant.updatedAt),
    ]),
  ]);
}

/** A file name from the fair's name: letters (any script), digits and hyphens. */
export function csvFileName(fairName: string): string {
  const words = fairName
    .normalize('NFKC')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${words || 'fair'}-participants.csv`;
}
