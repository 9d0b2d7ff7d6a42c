import {
  canManageWorkspace,
  ErrorCode,
  PermissionLevel,
  permissionFor,
  UserType,
  type createGalleryRoute,
  type inviteMemberRoute,
  type ParsedBody,
  type WorkspaceRole,
} from '@vernissage/shared';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { newSecret } from '../../platform/ids.js';
import type { Identity } from '../../platform/auth/session-guard.js';
import { queueMail, sendMailJob } from '../../platform/mail/mail-queue.js';
import { recipientAt, type Recipient } from '../../platform/mail/recipient.js';
import { invitationMail } from '../../platform/mail/templates.js';
import { journalFolders } from '../../platform/storage/storage-journal.js';
import { deleteStoredFolders } from '../artwork/stored-files.js';
import { actorOf, recordAudit, SYSTEM_ACTOR, type AuditActor } from '../audit/audit.service.js';
import { invalidateSitePages, siteTags } from '../website/site-cache.js';
import { callerRoleIn, permissionSubjectOf, refuseBelow } from './access.js';
import { presentInvitation, presentMember, presentWorkspace } from './workspace.presenter.js';
import type { Database } from '../../db/client.js';
import * as repo from './workspace.repository.js';

const INVITATION_DAYS = 7;

/**
 * The caller's role in a workspace; 403 when the caller is not a member (every `gid` a request
 * names is checked against membership), or lacks the management rights asked for. `setUp` is for
 * what adds to or changes the workspace's set-up (an invitation, a token, a webhook): it needs a
 * plan that allows changes, as writes do (DESIGN.md §5, a lapsed plan is read-only). Taking
 * things away — revoking a token, deleting a webhook, removing a member — stays open to a lapsed
 * plan: nobody should be unable to shut a door because a payment failed (ADR 052).
 */
export async function requireMembership(
  ctx: AppContext,
  identity: Identity,
  gid: string,
  options: { manage?: boolean; own?: boolean; setUp?: boolean } = {},
): Promise<WorkspaceRole> {
  const role = await callerRoleIn(ctx, identity, gid);
  if (!role) throw new AppError(ErrorCode.forbidden, 'You are not a member of this workspace.');
  if (options.own && role !== 'owner')
    throw new AppError(ErrorCode.forbidden, 'Only an owner of this workspace may do this.');
  if (options.manage && !canManageWorkspace(role)) {
    throw new AppError(ErrorCode.forbidden, 'Only owners and admins of this workspace may do this.');
  }
  if (options.setUp) {
    const plan = permissionFor(permissionSubjectOf(identity.user), 'inventory');
    refuseBelow(plan, plan, PermissionLevel.write);
  }
  return role;
}

/** A user's role in a workspace, or null for a non-member; refuses nothing. */
export function roleIn(ctx: AppContext, gid: string, userId: string): Promise<WorkspaceRole | null> {
  return repo.roleIn(ctx.db, gid, userId);
}

/** A workspace's kind (its owner's user type at creation, SPEC.md §3 codes), or null if there is none. */
export async function workspaceTypeOf(ctx: AppContext, gid: string): Promise<number | null> {
  return (await repo.findWorkspace(ctx.db, gid))?.type ?? null;
}

/**
 * A workspace's owners and admins, who are told of what comes to it, with the language each
 * reads mail in (in `db`, a transaction too).
 */
export function managerRecipientsOf(db: Database, gid: string): Promise<Recipient[]> {
  return repo.managerRecipients(db, gid);
}

export async function listWorkspaces(ctx: AppContext, identity: Identity) {
  const rows = await repo.workspacesOf(ctx.db, identity.userId);
  return rows.map((row) => presentWorkspace(row, row.role));
}

export async function getWorkspace(ctx: AppContext, identity: Identity, gid: string) {
  const role = await requireMembership(ctx, identity, gid);
  const row = await repo.findWorkspace(ctx.db, gid);
  if (!row) throw new AppError(ErrorCode.notFound, 'No such workspace.');
  return presentWorkspace(row, role);
}

/** Every user gets a first workspace at sign-up; only gallery users may create more. */
export async function createWorkspace(
  ctx: AppContext,
  identity: Identity,
  input: ParsedBody<typeof createGalleryRoute>,
) {
  const existing = await repo.workspacesOf(ctx.db, identity.userId);
  const owned = existing.filter((workspace) => workspace.role === 'owner').length;
  if (owned > 0 && identity.user.type !== UserType.gallery) {
    throw new AppError(ErrorCode.forbidden, 'Only gallery accounts may create more than one workspace.');
  }
  const row = await repo.createWorkspace(ctx.db, {
    ...input,
    type: identity.user.type ?? UserType.others,
    ownerId: identity.userId,
  });
  return presentWorkspace(row, 'owner');
}

/** The workspace every user gets at sign-up, owned by them. */
export async function openFirstWorkspace(
  ctx: AppContext,
  userId: string,
  input: { name: string; nameen?: string | null; type: number },
): Promise<void> {
  await repo.createWorkspace(ctx.db, { ...input, ownerId: userId });
}

/**
 * Adds a member without an invitation, for trusted callers only (the demo seeds): no permission
 * is checked. Adding a member again changes nothing.
 */
export async function addMemberDirectly(ctx: AppContext, gid: string, userId: string, role: WorkspaceRole) {
  await ctx.db.transaction(async (tx) => {
    if (await repo.roleIn(tx, gid, userId)) return;
    await repo.addMember(tx, gid, userId, role);
    const member = (await repo.membersOf(tx, gid)).find((row) => row.uid === userId);
    await recordAudit(tx, {
      gid,
      actor: SYSTEM_ACTOR,
      action: 'member.joined',
      subject: { type: 'member', id: userId, label: member?.name ?? null },
      details: { role },
    });
  });
}

export async function listMembers(ctx: AppContext, identity: Identity, gid: string) {
  await requireMembership(ctx, identity, gid);
  const rows = await repo.membersOf(ctx.db, gid);
  return rows.map(presentMember);
}

export async function invite(
  ctx: AppContext,
  identity: Identity,
  gid: string,
  input: ParsedBody<typeof inviteMemberRoute>,
) {
  await requireMembership(ctx, identity, gid, { manage: true, setUp: true });
  const workspace = await repo.findWorkspace(ctx.db, gid);
  if (!workspace) throw new AppError(ErrorCode.notFound, 'No such workspace.');
  const members = await repo.membersOf(ctx.db, gid);
  if (members.some((member) => member.email === input.email)) {
    throw new AppError(ErrorCode.conflict, 'This person is already a member of the workspace.');
  }
  const token = newSecret();
  const url = `${ctx.config.publicUrl}/invitations?token=${encodeURIComponent(token)}`;
  const inviter = { ko: identity.user.name, en: identity.user.nameen };
  const place = { ko: workspace.name, en: workspace.nameen };
  const to = await recipientAt(ctx.db, input.email);
  const invitation = await ctx.db.transaction(async (tx) => {
    const row = await repo.createInvitation(tx, {
      galleryId: gid,
      email: input.email,
      role: input.role,
      inviterId: identity.userId,
      token,
      expiresAt: new Date(Date.now() + INVITATION_DAYS * 24 * 3600 * 1000),
    });
    await recordAudit(tx, {
      gid,
      actor: actorOf(identity),
      action: 'member.invited',
      subject: { type: 'invitation', id: row.id, label: input.email },
      details: { role: input.role },
    });
    // Sent with the invitation or not at all, and retried while the mail server refuses it.
    await queueMail(tx, [invitationMail(to, inviter, place, input.role, url)]);
    return row;
  });
  ctx.jobs.wake(sendMailJob);
  return presentInvitation(invitation, workspace);
}

export async function listInvitations(ctx: AppContext, identity: Identity, gid: string) {
  await requireMembership(ctx, identity, gid, { manage: true });
  const workspace = await repo.findWorkspace(ctx.db, gid);
  const rows = await repo.pendingInvitationsOf(ctx.db, gid);
  return rows.map((row) => presentInvitation(row, workspace));
}

/** Invitations addressed to the caller's (verified) e-mail, with their acceptance tokens. */
export async function myInvitations(ctx: AppContext, identity: Identity) {
  if (!identity.user.emailVerified) return [];
  const rows = await repo.pendingInvitationsFor(ctx.db, identity.user.email);
  return rows.map((row) => ({ ...presentInvitation(row.invitation, row.workspace), token: row.invitation.token }));
}

/** Only the invited address, verified, may accept; an invitation is used once. */
export async function acceptInvitation(ctx: AppContext, identity: Identity, token: string) {
  const invitation = await repo.findInvitationByToken(ctx.db, token);
  if (!invitation || invitation.email !== identity.user.email) {
    throw new AppError(ErrorCode.notFound, 'No invitation for your e-mail address matches this link.');
  }
  if (!identity.user.emailVerified) throw new AppError(ErrorCode.emailNotVerified, 'Verify your e-mail address first.');
  if (invitation.status !== 'pending' || invitation.expiresAt < new Date()) {
    throw new AppError(ErrorCode.conflict, 'This invitation has already been used, revoked or has expired.');
  }
  await ctx.db.transaction(async (tx) => {
    if (!(await repo.markAccepted(tx, invitation.id))) {
      throw new AppError(ErrorCode.conflict, 'This invitation has already been used.');
    }
    await repo.addMember(tx, invitation.galleryId, identity.userId, invitation.role as WorkspaceRole);
    await recordAudit(tx, {
      gid: invitation.galleryId,
      actor: actorOf(identity),
      action: 'member.joined',
      subject: { type: 'member', id: identity.userId, label: identity.user.name },
      details: { role: invitation.role as WorkspaceRole },
    });
  });
  return getWorkspace(ctx, identity, invitation.galleryId);
}

/** Owners remove members; a workspace always keeps at least one owner. */
export async function removeMember(ctx: AppContext, identity: Identity, gid: string, uid: string) {
  await requireMembership(ctx, identity, gid, { own: true });
  const member = (await repo.membersOf(ctx.db, gid)).find((row) => row.uid === uid);
  if (!member) throw new AppError(ErrorCode.notFound, 'That person is not a member of this workspace.');
  if (member.role === 'owner' && (await repo.countMembers(ctx.db, gid, 'owner')) <= 1) {
    throw new AppError(ErrorCode.conflict, 'A workspace needs an owner: make someone else owner first.');
  }
  await ctx.db.transaction(async (tx) => {
    if ((await repo.removeMember(tx, gid, uid)) === 0) return;
    await recordAudit(tx, {
      gid,
      actor: actorOf(identity),
      action: 'member.removed',
      subject: { type: 'member', id: uid, label: member.name },
      details: { role: member.role },
    });
  });
  return { ok: true as const };
}

/**
 * Deletes a workspace, its rows (by cascade) and its stored files: the folder is journaled before
 * the rows go, so a crash in between leaves its deletion to the storage sweep. Every public page
 * that showed the workspace (its site, the fairs it ran or took part in) carries its site tag.
 */
async function deleteWorkspaceWithFiles(ctx: AppContext, gid: string): Promise<void> {
  const files = { gid, prefix: `g/${gid}/` };
  await journalFolders(ctx.db, [files]);
  await repo.deleteWorkspace(ctx.db, gid);
  await invalidateSitePages(ctx, [siteTags.site(gid)]);
  await deleteStoredFolders(ctx, [files.prefix]);
}

/**
 * What happens to a leaving user's workspaces: one with other members passes to the
 * longest-standing admin (or member) when the user was its only owner; one without is deleted.
 * The workspaces that stay log that the user left (and who became owner), by `actor` (the user,
 * or the admin who closed the account); the membership itself goes with the account.
 */
export async function releaseWorkspacesOf(ctx: AppContext, userId: string, actor: AuditActor): Promise<void> {
  for (const workspace of await repo.workspacesOf(ctx.db, userId)) {
    const members = await repo.membersOf(ctx.db, workspace.id);
    const leaving = members.find((member) => member.uid === userId);
    const others = members.filter((member) => member.uid !== userId);
    if (others.length === 0) {
      await deleteWorkspaceWithFiles(ctx, workspace.id);
      continue;
    }
    const gid = workspace.id;
    await ctx.db.transaction(async (tx) => {
      await recordAudit(tx, {
        gid,
        actor,
        action: 'member.left',
        subject: { type: 'member', id: userId, label: leaving?.name ?? null },
        details: { role: workspace.role },
      });
      if (workspace.role !== 'owner' || others.some((member) => member.role === 'owner')) return;
      const heir = others.find((member) => member.role === 'admin') ?? others[0]!;
      await repo.setRole(tx, gid, heir.uid, 'owner');
      await recordAudit(tx, {
        gid,
        actor,
        action: 'role.changed',
        subject: { type: 'member', id: heir.uid, label: heir.name },
        details: { from: heir.role, to: 'owner' },
      });
    });
  }
}
