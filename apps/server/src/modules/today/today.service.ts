import {
  calendarDayIn,
  canManageWorkspace,
  ErrorCode,
  EXHIBITION_TIME_ZONE,
  permissionFor,
  PermissionLevel,
  TODAY_LIST_MAX,
  TODAY_RECENT_DAYS,
  TODAY_ROOM_OPEN_DAYS,
  type TodayDto,
  type TodayShareDto,
  type WorkspaceRole,
} from '@vernissage/shared';
import type { Identity } from '../../platform/auth/session-guard.js';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { presentWorkspaceShares } from '../artwork/share.service.js';
import { listInbox } from '../visitor/visitor.service.js';
import { accessOf, permissionSubjectOf, requireAccess } from '../workspace/access.js';
import { presentFair, presentFigures, presentMessage, presentRoomOpen } from './today.presenter.js';
import * as repo from './today.repository.js';
import type { ShareWithLevels } from './today.repository.js';

/** Recent sales the home shows (the figures count them all). */
const RECENT_SALES_MAX = 5;
/** Room opens and unread messages the home shows. */
const ROOM_OPENS_MAX = 5;
const MESSAGES_MAX = 3;

const DAY_MS = 24 * 3600 * 1000;

/**
 * GET `/workspace/today`: what workspace `gid` has to do today (issue 17, ADR 037). Any member may
 * look (a non-member gets 403); a plain member sees only the works open to members, in the lists
 * and the figures alike, and each offer says whether she may act on it.
 */
export async function getToday(ctx: AppContext, identity: Identity, gid: string): Promise<TodayDto> {
  const { role } = await requireAccess(ctx, identity, { gid, area: 'inventory', need: PermissionLevel.read });
  const scope = { gid, hideClosed: !canManageWorkspace(role) };
  const now = new Date();
  const [lists, inventory, byCurrency, opens, fairs, messages] = await Promise.all([
    repo.todayShares(
      ctx.db,
      scope,
      { list: TODAY_LIST_MAX, recentSales: RECENT_SALES_MAX, recentDays: TODAY_RECENT_DAYS },
      now,
    ),
    repo.inventoryFigures(ctx.db, scope),
    repo.shareFigures(ctx.db, scope, TODAY_RECENT_DAYS, now),
    repo.roomOpens(ctx.db, gid, new Date(now.getTime() - TODAY_ROOM_OPEN_DAYS * DAY_MS), ROOM_OPENS_MAX),
    repo.organisedFairs(ctx.db, gid, calendarDayIn(EXHIBITION_TIME_ZONE, now), TODAY_LIST_MAX),
    unreadMessages(ctx, identity, gid),
  ]);
  const present = await todaySharePresenter(ctx, identity, role, [
    ...lists.purchases,
    ...lists.holds,
    ...lists.recentSales,
  ]);
  return {
    gid,
    figures: presentFigures(inventory, byCurrency),
    purchases: present(lists.purchases),
    holds: present(lists.holds),
    recentSales: present(lists.recentSales),
    messages,
    roomOpens: opens.map(presentRoomOpen),
    fairs: fairs.map((row) => presentFair(row, now)),
  };
}

/**
 * Presents every offer of the home in one batch, and returns how to answer each list: each offer
 * with `canAct`, whether the caller has write access to its work by the inventory's one rule
 * (plan, role, and for a plain member the record's and folder's levels).
 */
async function todaySharePresenter(
  ctx: AppContext,
  identity: Identity,
  role: WorkspaceRole,
  rows: ShareWithLevels[],
): Promise<(list: ShareWithLevels[]) => TodayShareDto[]> {
  const plan = permissionFor(permissionSubjectOf(identity.user), 'inventory');
  const dtos = await presentWorkspaceShares(
    ctx,
    rows.map((row) => row.share),
  );
  const dtoOf = new Map(dtos.map((dto) => [dto.sid, dto]));
  return (list) =>
    list.flatMap(({ share, itemLevel, folderLevel }) => {
      const dto = dtoOf.get(share.id);
      if (!dto) return [];
      const access = accessOf({ plan, role, memberLevels: [itemLevel, folderLevel] });
      return [{ share: dto, canAct: access >= PermissionLevel.write }];
    });
}

/**
 * The unread visitor messages, by the inbox's own rule (visitor.service): null when the caller
 * may not read the inbox.
 */
async function unreadMessages(ctx: AppContext, identity: Identity, gid: string): Promise<TodayDto['messages']> {
  try {
    const page = await listInbox(ctx, identity, gid, { status: 'unread', page: 0, size: MESSAGES_MAX });
    // Filtered to the unread ones, the page's total is the unread count.
    return { unread: page.total, latest: page.items.map(presentMessage) };
  } catch (error) {
    if (error instanceof AppError && error.code === ErrorCode.forbidden) return null;
    throw error;
  }
}
