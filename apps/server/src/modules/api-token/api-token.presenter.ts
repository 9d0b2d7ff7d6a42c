import type { ApiTokenCallDto, ApiTokenDto, ApiTokenScope } from '@vernissage/shared';
import type { ApiTokenCallRow, ApiTokenListing } from './api-token.repository.js';

/** A token as its workspace's list shows it: the hash never leaves the server. */
export function presentApiToken(row: ApiTokenListing): ApiTokenDto {
  return {
    id: row.id,
    name: row.name,
    scopes: row.scopes as ApiTokenScope[],
    prefix: row.prefix,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    createdBy: { uid: row.createdBy, name: row.creatorName },
  };
}

export function presentApiTokenCall(row: ApiTokenCallRow): ApiTokenCallDto {
  return { method: row.method, path: row.path, status: row.status, at: row.at.toISOString() };
}
