import { ErrorCode, PermissionLevel, type EntryDto, type EntryInput, type EntryUpdate } from '@vernissage/shared';
import type { Identity } from '../../platform/auth/session-guard.js';
import type { AppContext } from '../../platform/context.js';
import { AppError, invalidField } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { liveInventoryWorks } from '../inventory/inventory.service.js';
import { requireAccess } from '../workspace/access.js';
import { roleIn, workspaceTypeOf } from '../workspace/workspace.service.js';
import { presentEntry, takesEntries } from './contest.presenter.js';
import * as repo from './contest.repository.js';
import type { ContestRow, EntryRow } from './contest.repository.js';
import { noSuchContest, worksOfEntries } from './contest.service.js';

function noSuchEntry(): AppError {
  return new AppError(ErrorCode.notFound, 'No such entry.');
}

/** Entries are taken while the contest is published and its deadline (server time) has not passed. */
function assertTakesEntries(contest: ContestRow) {
  if (!takesEntries(contest, new Date())) {
    throw new AppError(ErrorCode.conflict, 'This contest takes no more entries: its deadline has passed.');
  }
}

/** An entry's works: live works of the entrant's own inventory, no more than the contest allows. */
async function assertWorks(ctx: AppContext, gid: string, contest: ContestRow, aids: string[]) {
  if (aids.length > contest.worksAllowed) {
    throw invalidField('body.aids', `must name at most ${contest.worksAllowed} works for this contest`);
  }
  const live = await liveInventoryWorks(ctx, gid, aids);
  const missing = aids.findIndex((aid) => !live.has(aid));
  if (missing >= 0) throw invalidField(`body.aids.${missing}`, 'is not a work of this inventory');
}

async function present(ctx: AppContext, identity: Identity, entry: EntryRow, contest: ContestRow): Promise<EntryDto> {
  return presentEntry(entry, contest, await worksOfEntries(ctx, [entry]), identity.userId);
}

/**
 * POST `/contest/submission`: workspace `gid` enters a published contest it is eligible for, before
 * the deadline; the signed-in person owns the entry. One entry per workspace and contest (409).
 */
export async function submitEntry(
  ctx: AppContext,
  identity: Identity,
  gid: string,
  input: EntryInput,
): Promise<EntryDto> {
  await requireAccess(ctx, identity, { gid, area: 'inventory', need: PermissionLevel.write });
  const contest = await repo.findContest(ctx.db, input.contestId);
  if (!contest?.published) throw noSuchContest();
  const type = await workspaceTypeOf(ctx, gid);
  if (type === null || !contest.eligibleTypes.includes(type)) {
    throw new AppError(ErrorCode.forbidden, 'This contest is not open to this kind of account.');
  }
  assertTakesEntries(contest);
  await assertWorks(ctx, gid, contest, input.aids);
  const entry = await repo.insertEntry(ctx.db, {
    id: newId(),
    galleryId: gid,
    contestId: contest.id,
    ownerId: identity.userId,
    aids: input.aids,
    statement: input.statement,
  });
  if (!entry)
    throw new AppError(ErrorCode.conflict, 'This workspace has entered this contest already: change that entry.');
  return present(ctx, identity, entry, contest);
}

function assertOwner(identity: Identity, entry: EntryRow) {
  if (entry.ownerId !== identity.userId) {
    throw new AppError(ErrorCode.forbidden, 'Only the person who made this entry may change or withdraw it.');
  }
}

/**
 * The entry `entryId` of workspace `gid`, for a member of it with the access `need`s; another
 * workspace's entry is a 404, as a missing one is. Only its owner may change it (403 for the rest).
 */
async function requireOwnEntry(ctx: AppContext, identity: Identity, gid: string, entryId: string) {
  const record = await repo.findEntry(ctx.db, entryId);
  if (!record || record.entry.galleryId !== gid) {
    // A member of `gid` learns the entry is not theirs; anyone else, that they are not a member.
    await requireAccess(ctx, identity, { gid, area: 'inventory', need: PermissionLevel.read });
    throw noSuchEntry();
  }
  await requireAccess(ctx, identity, { gid, area: 'inventory', need: PermissionLevel.write });
  assertOwner(identity, record.entry);
  return record.entry;
}

/** PUT `/contest/submission`: the owner changes the works and statement, until the deadline. */
export async function updateEntry(
  ctx: AppContext,
  identity: Identity,
  gid: string,
  input: EntryUpdate,
): Promise<EntryDto> {
  const entry = await requireOwnEntry(ctx, identity, gid, input.id);
  if (entry.contestId !== input.contestId) throw noSuchEntry();
  const contest = (await repo.findContest(ctx.db, entry.contestId))!;
  assertTakesEntries(contest);
  await assertWorks(ctx, gid, contest, input.aids);
  const updated = await repo.updateEntry(ctx.db, entry.id, { aids: input.aids, statement: input.statement });
  return present(ctx, identity, updated, contest);
}

/**
 * DELETE `/contest/submission/{id}`: only the person who made the entry withdraws it. The
 * workspace is the entry's own (SPEC's call named an undefined one): a member of it who is not
 * the owner gets 403; anyone else 404, as for a missing entry.
 */
export async function deleteEntry(ctx: AppContext, identity: Identity, entryId: string) {
  const record = await repo.findEntry(ctx.db, entryId);
  if (!record || !(await roleIn(ctx, record.entry.galleryId, identity.userId))) throw noSuchEntry();
  await requireAccess(ctx, identity, { gid: record.entry.galleryId, area: 'inventory', need: PermissionLevel.write });
  assertOwner(identity, record.entry);
  await repo.deleteEntry(ctx.db, entryId);
  return { ok: true as const };
}

/** GET `/contest/submission`: the workspace's entries, each with its result once the results are published. */
export async function myEntries(ctx: AppContext, identity: Identity, gid: string): Promise<{ entries: EntryDto[] }> {
  await requireAccess(ctx, identity, { gid, area: 'inventory', need: PermissionLevel.read });
  const rows = await repo.entriesOfWorkspace(ctx.db, gid);
  const works = await worksOfEntries(
    ctx,
    rows.map(({ entry }) => entry),
  );
  return { entries: rows.map(({ entry, contest }) => presentEntry(entry, contest, works, identity.userId)) };
}
