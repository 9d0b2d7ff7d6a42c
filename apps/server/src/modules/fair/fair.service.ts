import {
  canManageWorkspace,
  ErrorCode,
  PermissionLevel,
  UserType,
  type FairAccessLevel,
  type FairDto,
  type FairInput,
  type FairUpdate,
  type WorkspaceRole,
} from '@vernissage/shared';
import type { Identity } from '../../platform/auth/session-guard.js';
import type { AppContext } from '../../platform/context.js';
import { AppError, invalidField } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { requireAccess } from '../workspace/access.js';
import { workspaceTypeOf } from '../workspace/workspace.service.js';
import { invalidateFairPages } from './fair-cache.js';
import { isOrganiserSide, presentFair, type FairRole } from './fair.presenter.js';
import * as repo from './fair.repository.js';
import type { FairRow, FairValues } from './fair.repository.js';

/** Workspaces that take part in fairs (ADR 031): galleries and artists. */
export const EXHIBITOR_TYPES: readonly number[] = [UserType.gallery, UserType.artist];

/** Workspace `gid` must be a gallery or an artist: only they take part in fairs. */
export async function requireExhibitorWorkspace(ctx: AppContext, gid: string) {
  const type = await workspaceTypeOf(ctx, gid);
  if (type === null || !EXHIBITOR_TYPES.includes(type)) {
    throw new AppError(ErrorCode.forbidden, 'Only galleries and artists take part in fairs.');
  }
}

/** A member of workspace `gid`, which must be a fair workspace: only fairs organise fairs. */
async function requireFairWorkspace(ctx: AppContext, identity: Identity, gid: string, need: PermissionLevel) {
  const { role } = await requireAccess(ctx, identity, { gid, area: 'inventory', need });
  if ((await workspaceTypeOf(ctx, gid)) !== UserType.fair) {
    throw new AppError(ErrorCode.forbidden, 'Only fair accounts organise fairs.');
  }
  return role;
}

/**
 * What a fair is to a workspace — its organiser, a co-organiser, invited, or (a published fair)
 * open to read and apply to — or null: refuses nothing.
 */
export async function fairRoleFor(
  ctx: AppContext,
  fair: Pick<FairRow, 'id' | 'galleryId' | 'published'>,
  gid: string,
): Promise<FairRole | null> {
  if (fair.galleryId === gid) return 'owner';
  return (await repo.grantLevelOf(ctx.db, fair.id, gid)) ?? (fair.published ? 'open' : null);
}

interface FairAccess {
  fair: FairRow;
  role: WorkspaceRole;
  fairRole: FairRole;
}

/**
 * The one check of every fair route. The caller acts in workspace `gid`: the organising
 * workspace, a co-organiser (`organiser` grant) or, to read, an invited workspace or any workspace
 * (a published fair). A non-member
 * of `gid` gets 403; a fair that is none of these to `gid` is a 404, as a missing one is.
 */
export async function requireFair(
  ctx: AppContext,
  identity: Identity,
  gid: string,
  fairId: string,
  need: PermissionLevel,
): Promise<FairAccess> {
  const fair = await repo.findFair(ctx.db, fairId);
  const fairRole = fair ? await fairRoleFor(ctx, fair, gid) : null;
  if (!fair || !fairRole || (!isOrganiserSide(fairRole) && need > PermissionLevel.read)) {
    // A member of `gid` learns the fair is not theirs; anyone else, that they are not a member.
    await requireAccess(ctx, identity, { gid, area: 'inventory', need: PermissionLevel.read });
    throw new AppError(ErrorCode.notFound, 'No such fair for this workspace.');
  }
  const { role } = await requireAccess(ctx, identity, { gid, area: 'inventory', need });
  return { fair, role, fairRole };
}

/** Fairs as `fairRole`s see them, with the organisers' names and (for organisers) the grants: two queries for any number. */
async function presentAll(ctx: AppContext, entries: { fair: FairRow; fairRole: FairRole }[]): Promise<FairDto[]> {
  const [names, grants] = await Promise.all([
    repo.workspaceNames(
      ctx.db,
      entries.map(({ fair }) => fair.galleryId),
    ),
    repo.grantsOfFairs(
      ctx.db,
      entries.filter(({ fairRole }) => isOrganiserSide(fairRole)).map(({ fair }) => fair.id),
    ),
  ]);
  return entries.map(({ fair, fairRole }) =>
    presentFair(fair, {
      role: fairRole,
      organiser: names.get(fair.galleryId),
      grants: grants.get(fair.id) ?? [],
    }),
  );
}

async function present(ctx: AppContext, fair: FairRow, fairRole: FairRole): Promise<FairDto> {
  const [dto] = await presentAll(ctx, [{ fair, fairRole }]);
  return dto!;
}

/** The stored form of the fields given; those left out are left out. */
function valuesOf(input: FairUpdate): Partial<FairValues> {
  const values: Partial<FairValues> = {};
  if (input.name !== undefined) values.name = input.name;
  if (input.nameEn !== undefined) values.nameEn = input.nameEn ?? null;
  if (input.startDate !== undefined) values.startDate = input.startDate;
  if (input.endDate !== undefined) values.endDate = input.endDate;
  if (input.venue !== undefined)
    values.venue = { name: input.venue.name ?? null, address: input.venue.address ?? null };
  if (input.sections !== undefined) values.sections = input.sections;
  if (input.applicationOpensAt !== undefined)
    values.applicationOpensAt = input.applicationOpensAt ? new Date(input.applicationOpensAt) : null;
  if (input.applicationClosesAt !== undefined)
    values.applicationClosesAt = input.applicationClosesAt ? new Date(input.applicationClosesAt) : null;
  if (input.feeText !== undefined) values.feeText = input.feeText ?? null;
  if (input.requiredDocuments !== undefined) values.requiredDocuments = input.requiredDocuments;
  if (input.published !== undefined) values.published = input.published;
  return values;
}

/** After a change of some fields, the whole fair must still be in order. */
function assertInOrder(fair: Pick<FairRow, 'startDate' | 'endDate' | 'applicationOpensAt' | 'applicationClosesAt'>) {
  if (fair.startDate > fair.endDate) throw invalidField('body.endDate', 'must not be before the start date');
  if (fair.applicationOpensAt && fair.applicationClosesAt && fair.applicationOpensAt >= fair.applicationClosesAt) {
    throw invalidField('body.applicationClosesAt', 'must come after the application window opens');
  }
}

export async function createFair(ctx: AppContext, identity: Identity, gid: string, input: FairInput): Promise<FairDto> {
  await requireFairWorkspace(ctx, identity, gid, PermissionLevel.write);
  const values = valuesOf(input);
  const fair = await repo.insertFair(ctx.db, {
    ...values,
    id: newId(),
    galleryId: gid,
    createdBy: identity.userId,
    name: input.name,
    startDate: input.startDate,
    endDate: input.endDate,
    venue: values.venue ?? { name: null, address: null },
    sections: values.sections ?? [],
    requiredDocuments: values.requiredDocuments ?? [],
  });
  return present(ctx, fair, 'owner');
}

export async function updateFair(
  ctx: AppContext,
  identity: Identity,
  gid: string,
  fairId: string,
  input: FairUpdate,
): Promise<FairDto> {
  const { fair, fairRole } = await requireFair(ctx, identity, gid, fairId, PermissionLevel.write);
  const values = valuesOf(input);
  assertInOrder({ ...fair, ...values });
  const updated = await repo.updateFair(ctx.db, fair.id, values);
  await invalidateFairPages(ctx, fair.id);
  return present(ctx, updated, fairRole);
}

export async function listFairs(ctx: AppContext, identity: Identity, gid: string): Promise<{ fairs: FairDto[] }> {
  await requireAccess(ctx, identity, { gid, area: 'inventory', need: PermissionLevel.read });
  const rows = await repo.fairsOrganisedBy(ctx.db, gid);
  return {
    fairs: await presentAll(
      ctx,
      rows.map((fair) => ({ fair, fairRole: fair.galleryId === gid ? ('owner' as const) : ('organiser' as const) })),
    ),
  };
}

export async function getFair(ctx: AppContext, identity: Identity, gid: string, fairId: string): Promise<FairDto> {
  const { fair, fairRole } = await requireFair(ctx, identity, gid, fairId, PermissionLevel.read);
  return present(ctx, fair, fairRole);
}

/** GET `/fairManagement/fair/supported`: fairs a gallery or artist workspace is invited to or may apply to now. */
export async function supportedFairs(ctx: AppContext, identity: Identity, gid: string): Promise<{ fairs: FairDto[] }> {
  await requireAccess(ctx, identity, { gid, area: 'inventory', need: PermissionLevel.read });
  await requireExhibitorWorkspace(ctx, gid);
  const rows = await repo.fairsOpenTo(ctx.db, gid, new Date());
  return {
    fairs: await presentAll(
      ctx,
      rows.map(({ fair, level }) => ({
        fair,
        fairRole: level === 'invited' ? ('invited' as const) : ('open' as const),
      })),
    ),
  };
}

/** The organising workspace's owners and admins only: deleting and granting are not for co-organisers. */
async function requireOwnership(ctx: AppContext, identity: Identity, gid: string, fairId: string) {
  const found = await requireFair(ctx, identity, gid, fairId, PermissionLevel.write);
  if (found.fairRole !== 'owner')
    throw new AppError(ErrorCode.forbidden, 'Only the workspace that runs the fair may do this.');
  if (!canManageWorkspace(found.role)) throw new AppError(ErrorCode.forbidden, 'Only owners and admins may do this.');
  return found;
}

export async function deleteFair(ctx: AppContext, identity: Identity, gid: string, fairId: string) {
  await requireOwnership(ctx, identity, gid, fairId);
  await repo.deleteFair(ctx.db, fairId);
  await invalidateFairPages(ctx, fairId);
  return { ok: true as const };
}

/**
 * Invites a gallery or artist workspace (`invited`) or makes a fair workspace a co-organiser
 * (`organiser`); `none` takes the grant away. Grants to the organising workspace itself, or of the
 * wrong kind for the workspace, are refused.
 */
export async function setFairAccess(
  ctx: AppContext,
  identity: Identity,
  gid: string,
  body: { fid: string; gid: string; accessLevel: FairAccessLevel },
) {
  const { fair } = await requireOwnership(ctx, identity, gid, body.fid);
  if (body.gid === fair.galleryId) throw invalidField('body.gid', 'is the workspace that runs the fair');
  const targetType = await workspaceTypeOf(ctx, body.gid);
  if (targetType === null) throw new AppError(ErrorCode.notFound, 'No such workspace.');
  if (body.accessLevel === 'organiser' && targetType !== UserType.fair) {
    throw invalidField('body.accessLevel', 'only fair workspaces co-organise a fair');
  }
  if (body.accessLevel === 'invited' && !EXHIBITOR_TYPES.includes(targetType)) {
    throw invalidField('body.accessLevel', 'only galleries and artists take part in a fair');
  }
  await repo.setGrant(ctx.db, fair.id, body.gid, body.accessLevel);
  const grants = await repo.grantsOfFairs(ctx.db, [fair.id]);
  return { fairId: fair.id, grants: grants.get(fair.id) ?? [] };
}
