import {
  calendarDayIn,
  EXHIBITION_TIME_ZONE,
  exhibitionStatusOn,
  type FairDto,
  type FairWorkDto,
  type MemoDto,
  type RoomVisibility,
  type SubmissionContent,
  type SubmissionDto,
  type SubmissionStatus,
  type SubmissionType,
} from '@vernissage/shared';
import type { ArtworkRecord } from '../artwork/artwork.presenter.js';
import { presentRoomWork } from '../viewing-room/viewing-room.presenter.js';
import type { FairGrantLevel, FairRow, MemoRecord, SubmissionRow, WorkspaceNames } from './fair.repository.js';

export type FairRole = FairDto['role'];

/** The organising side of a fair: its own workspace and co-organisers. */
export function isOrganiserSide(role: FairRole | null): role is 'owner' | 'organiser' {
  return role === 'owner' || role === 'organiser';
}

/** Whether applications are taken at `now`: inside the window, or no window set on that side. */
export function applicationsOpenAt(fair: FairRow, now: Date): boolean {
  return (
    (!fair.applicationOpensAt || fair.applicationOpensAt <= now) &&
    (!fair.applicationClosesAt || now < fair.applicationClosesAt)
  );
}

/** A fair as the caller's workspace sees it; grants are the organiser side's only. */
export function presentFair(
  fair: FairRow,
  context: {
    role: FairRole;
    /** The organising workspace's names (empty when it is gone). */
    organiser: WorkspaceNames | undefined;
    grants: ({ gid: string; level: FairGrantLevel } & WorkspaceNames)[];
    now?: Date;
  },
): FairDto {
  const now = context.now ?? new Date();
  return {
    fairId: fair.id,
    gid: fair.galleryId,
    organiserName: context.organiser?.name ?? '',
    organiserNameEn: context.organiser?.nameEn ?? null,
    name: fair.name,
    nameEn: fair.nameEn,
    startDate: fair.startDate,
    endDate: fair.endDate,
    status: exhibitionStatusOn(fair, calendarDayIn(EXHIBITION_TIME_ZONE, now)),
    venue: { name: fair.venue.name, address: fair.venue.address },
    sections: fair.sections,
    applicationOpensAt: fair.applicationOpensAt?.toISOString() ?? null,
    applicationClosesAt: fair.applicationClosesAt?.toISOString() ?? null,
    applicationsOpen: applicationsOpenAt(fair, now),
    feeText: fair.feeText,
    requiredDocuments: fair.requiredDocuments,
    published: fair.published,
    role: context.role,
    grants: isOrganiserSide(context.role) ? context.grants : [],
    createdAt: fair.createdAt.toISOString(),
    updatedAt: fair.updatedAt.toISOString(),
  };
}

/** What a fair shows of a work, to organisers and the public alike: never a price or the gallery's records. */
const FAIR_WORK_FIELDS: RoomVisibility = {
  price: false,
  dimensions: true,
  medium: true,
  edition: false,
  year: true,
  description: false,
  location: false,
  stockNumber: false,
};

/** A work as a fair shows it: the one presenter of a work for outsiders (a room's), with the fair's fields; availability live. */
export function presentFairWork(record: ArtworkRecord): FairWorkDto {
  return presentRoomWork(record, undefined, null, FAIR_WORK_FIELDS);
}

export function presentMemo({ memo, authorName }: MemoRecord): MemoDto {
  return {
    id: memo.id,
    participantId: memo.participantId,
    authorUid: memo.authorId,
    authorName,
    createdAt: memo.createdAt.toISOString(),
    content: memo.content,
  };
}

/** Presented works by workspace and `aid`: a list finds only works of its own exhibitor. */
export const workKey = (gid: string, aid: string) => `${gid}/${aid}`;

/** The `aid`s an artwork list names (none for other types). */
export function listedAids(row: SubmissionRow): string[] {
  return row.type === 'artwork_list' ? ((row.content as { aids?: string[] }).aids ?? []) : [];
}

/** The works an artwork list names, in its order, as they are now (works since deleted drop out). */
export function listedWorks(row: SubmissionRow, works: Map<string, FairWorkDto>): FairWorkDto[] {
  return listedAids(row).flatMap((aid) => works.get(workKey(row.galleryId, aid)) ?? []);
}

export function presentSubmission(row: SubmissionRow, works: Map<string, FairWorkDto>): SubmissionDto {
  return {
    id: row.id,
    fairId: row.fairId,
    participantId: row.participantId,
    gid: row.galleryId,
    submissionType: row.type as SubmissionType,
    submissionStatus: row.status as SubmissionStatus,
    content: row.content as SubmissionContent,
    works: listedWorks(row, works),
    reviewNote: row.reviewNote,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
