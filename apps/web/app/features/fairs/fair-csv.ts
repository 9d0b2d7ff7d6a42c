import {
  calendarDayIn,
  EXHIBITION_TIME_ZONE,
  csvFile,
  textIn,
  type Locale,
  type ParticipantDto,
  type ParticipantStatus,
} from '@vernissage/shared';
import { exhibitorNameOf } from './fair-names';

/**
 * The words of the export, in the reader's language: column headings and status names; exhibitors
 * are named in that language too (`locale`), else in their other one.
 */
export interface ParticipantsCsvLabels {
  locale: Locale;
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

/** The day of an instant as the fair counts days (Seoul). */
const seoulDay = (iso: string) => calendarDayIn(EXHIBITION_TIME_ZONE, new Date(iso));

/**
 * A fair's participants as a CSV file for a spreadsheet: exhibitor, status, section, booth
 * (number, size, hall), and the days it applied and was last changed — built in the browser from
 * the list the page already holds, with the platform's one CSV writer (`csvFile`: a BOM, CRLF,
 * every cell quoted, formulas defused).
 */
export function participantsCsv(participants: readonly ParticipantDto[], labels: ParticipantsCsvLabels): string {
  const { headings } = labels;
  return csvFile(
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
    participants.map((participant) => [
      textIn(labels.locale, exhibitorNameOf(participant)),
      labels.statuses[participant.status],
      participant.section,
      participant.booth?.number,
      participant.booth?.size,
      participant.booth?.hall,
      seoulDay(participant.createdAt),
      seoulDay(participant.updatedAt),
    ]),
  );
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
