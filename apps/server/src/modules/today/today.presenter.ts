import {
  calendarDayIn,
  EXHIBITION_TIME_ZONE,
  exhibitionStatusOn,
  type InboxMessageDto,
  type TodayDto,
} from '@vernissage/shared';
import type { organisedFairs, roomOpens, shareFigures } from './today.repository.js';

type Figures = TodayDto['figures'];
type RoomOpenRow = Awaited<ReturnType<typeof roomOpens>>[number];
type FairCountRow = Awaited<ReturnType<typeof organisedFairs>>[number];

/** How much of a message the home shows. */
export const MESSAGE_PREVIEW_CHARS = 140;

/** The home's figures: the inventory's counts, and the offers' sums per currency. */
export function presentFigures(
  inventory: Pick<Figures, 'available' | 'onHold' | 'waiting'>,
  byCurrency: Awaited<ReturnType<typeof shareFigures>>,
): Figures {
  return {
    ...inventory,
    soldRecently: byCurrency.reduce((sum, row) => sum + row.sold, 0),
    valueOnHold: byCurrency.flatMap((row) =>
      row.valueOnHold === null ? [] : [{ currency: row.currency as 'KRW' | 'USD', amount: Number(row.valueOnHold) }],
    ),
  };
}

/** An unread message as the home lists it: who wrote (their name, else their address) and how it starts. */
export function presentMessage(message: InboxMessageDto): NonNullable<TodayDto['messages']>['latest'][number] {
  return {
    vmid: message.vmid,
    name: message.name ?? message.email ?? '',
    preview: [...message.message].slice(0, MESSAGE_PREVIEW_CHARS).join(''),
    createdAt: message.createdAt,
  };
}

/** A visit of a viewing room, named by the recipient link it came through (null for the room's own). */
export function presentRoomOpen(row: RoomOpenRow): TodayDto['roomOpens'][number] {
  return {
    shareid: row.shareid,
    roomTitle: row.roomTitle,
    roomTitleEn: row.roomTitleEn,
    visitor: row.linkName,
    openedAt: row.openedAt.toISOString(),
  };
}

/** A fair the workspace organises, with its status today (in the fair's time zone) and its exhibitors' counts. */
export function presentFair(row: FairCountRow, now: Date): TodayDto['fairs'][number] {
  const { fair } = row;
  return {
    fairId: fair.id,
    name: fair.name,
    nameEn: fair.nameEn,
    startDate: fair.startDate,
    endDate: fair.endDate,
    status: exhibitionStatusOn(fair, calendarDayIn(EXHIBITION_TIME_ZONE, now)),
    applied: row.applied,
    accepted: row.accepted,
  };
}
