import type { WorkspaceDto } from '@vernissage/shared';

/** The cookie that remembers the active workspace; readable by the page, it only holds an id. */
export const WORKSPACE_COOKIE = 'vernissage.gid';

const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

/**
 * The workspace to work in: the remembered one if the person still belongs to it, else their
 * first. Only ids from `GET /user/galleries` are ever used, never the cookie's value as such.
 */
export function chooseActiveWorkspace(
  workspaces: readonly WorkspaceDto[],
  preferredGid: string | null | undefined,
): WorkspaceDto | null {
  return workspaces.find((workspace) => workspace.gid === preferredGid) ?? workspaces[0] ?? null;
}

/** The `document.cookie` assignment that remembers the active workspace for a year. */
export function workspaceCookie(gid: string, options: { secure?: boolean } = {}): string {
  const parts = [
    `${WORKSPACE_COOKIE}=${encodeURIComponent(gid)}`,
    'Path=/',
    `Max-Age=${ONE_YEAR_SECONDS}`,
    'SameSite=Lax',
  ];
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}
