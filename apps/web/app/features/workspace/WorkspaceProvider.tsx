import type { WorkspaceDto } from '@vernissage/shared';
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { useSession } from '../session/SessionProvider';
import { chooseActiveWorkspace, workspaceCookie } from './active-workspace';
import { useWorkspacesQuery } from './queries';

/** The person's workspaces and the one they work in. */
export interface WorkspaceContextValue {
  /** `none` when nobody (with a finished sign-up) is signed in. */
  status: 'none' | 'pending' | 'error' | 'ready';
  workspaces: WorkspaceDto[];
  active: WorkspaceDto | null;
  /** Switches to another of the person's workspaces and remembers it in the `vernissage.gid` cookie. */
  select: (gid: string) => void;
  retry: () => void;
}

const WorkspaceContext = createContext<WorkspaceContextValue | null>(null);

/**
 * Knows the signed-in person's workspaces (`GET /user/galleries`) and the active one: the
 * remembered id (`rememberedGid`, from the cookie) when it is among them, else the first.
 */
export function WorkspaceProvider({ rememberedGid, children }: { rememberedGid: string | null; children: ReactNode }) {
  const { user } = useSession();
  const uid = user?.signupComplete ? user.uid : null;
  const query = useWorkspacesQuery(uid);
  const [preferred, setPreferred] = useState(rememberedGid);

  const value = useMemo<WorkspaceContextValue>(() => {
    const workspaces = query.data ?? [];
    const status = uid === null ? 'none' : query.isPending ? 'pending' : query.isError ? 'error' : 'ready';
    return {
      status,
      workspaces,
      active: uid === null ? null : chooseActiveWorkspace(workspaces, preferred),
      select: (gid) => {
        document.cookie = workspaceCookie(gid, { secure: window.location.protocol === 'https:' });
        setPreferred(gid);
      },
      retry: () => void query.refetch(),
    };
  }, [uid, query, preferred]);

  return <WorkspaceContext value={value}>{children}</WorkspaceContext>;
}

/** The person's workspaces and the active one (see `WorkspaceProvider`). */
export function useWorkspaces(): WorkspaceContextValue {
  const value = useContext(WorkspaceContext);
  if (!value) throw new Error('useWorkspaces() must be used inside <WorkspaceProvider> (app pages only).');
  return value;
}
