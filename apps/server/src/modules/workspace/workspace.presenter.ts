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
  email: string;
  role: WorkspaceRole;
  joinedAt: Date;
}): MemberDto {
  return { ...row, joinedAt: row.joinedAt.toISOString() };
}

export function presentInvitation(row: InvitationRow, workspaceName: string): InvitationDto {
  const expired = row.status === 'pending' && row.expiresAt < new Date();
  return {
    id: row.id,
    gid: row.galleryId,
    workspaceName,
    email: row.email,
    role: row.role as WorkspaceRole,
    status: expired ? 'expired' : (row.status as InvitationDto['status']),
    expiresAt: row.expiresAt.toISOString(),
  };
}
