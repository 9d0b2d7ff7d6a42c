import { calendarDayIn, EXHIBITION_TIME_ZONE, exhibitionStatusOn, type FairDto } from '@vernissage/shared';
import type { FairGrantLevel, FairRow } from './fair.repository.js';

export type FairRole = FairDto['role'];

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
    organiserName: string;
    grants: { gid: string; name: string; level: FairGrantLevel }[];
    now?: Date;
  },
): FairDto {
  const now = context.now ?? new Date();
  return {
    fairId: fair.id,
    gid: fair.galleryId,
    organiserName: context.organiserName,
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
    grants: context.role === 'invited' ? [] : context.grants,
    createdAt: fair.createdAt.toISOString(),
    updatedAt: fair.updatedAt.toISOString(),
  };
}
