import type { InvitationDto, MemberDto, WorkspaceDto, WorkspaceRole } from '@vernissage/shared';
import type { InvitationRow, WorkspaceRow } from './workspace.repository.js';

export function presentWorkspace(row: WorkspaceRow, role: WorkspaceRole): WorkspaceDto {
  return {
    gid: row.id,
    name: row.name,
    nameen: row.nameen,
    type: row.type,
    role,
    holdDays: row.holdDays,
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentMember(row: {
  uid: string;
  name: string;
  nameen: string | null;
  email: string;
  role: WorkspaceRole;
  joinedAt: Date;
}): MemberDto {
  return { ...row, joinedAt: row.joinedAt.toISOString() };
}

/** An invitation with the name of its workspace in both languages. */
export function presentInvitation(
  row: InvitationRow,
  workspace: { name: string; nameen: string | null } | undefined,
): InvitationDto {
  const expired = row.status === 'pending' && row.expiresAt < new Date();
  return {
    id: row.id,
    gid: row.galleryId,
    workspaceName: workspace?.name ?? '',
    workspaceNameEn: workspace?.nameen ?? null,
    email: row.email,
    role: row.role as WorkspaceRole,
    status: expired ? 'expired' : (row.status as InvitationDto['status']),
    expiresAt: row.expiresAt.toISOString(),
  };
}
