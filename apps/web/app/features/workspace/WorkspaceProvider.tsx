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
 * Knows the signed-in person's workspaces (`GET /user/galleries`, read by the app layout's loader)
 * and the active one: the one the server chose for this page (`activeGid`, the remembered
 * workspace or the first) until the person picks another.
 */
export function WorkspaceProvider({ activeGid, children }: { activeGid: string | null; children: ReactNode }) {
  const { user } = useSession();
  const signedIn = user?.signupComplete === true;
  const query = useWorkspacesQuery(signedIn);
  const [preferred, setPreferred] = useState(activeGid);

  const value = useMemo<WorkspaceContextValue>(() => {
    const workspaces = query.data ?? [];
    const status = !signedIn ? 'none' : query.isPending ? 'pending' : query.isError ? 'error' : 'ready';
    return {
      status,
      workspaces,
      active: signedIn ? chooseActiveWorkspace(workspaces, preferred) : null,
      select: (gid) => {
        document.cookie = workspaceCookie(gid, { secure: window.location.protocol === 'https:' });
        setPreferred(gid);
      },
      retry: () => void query.refetch(),
    };
  }, [signedIn, query, preferred]);

  return <WorkspaceContext value={value}>{children}</WorkspaceContext>;
}

/** The person's workspaces and the active one (see `WorkspaceProvider`). */
export function useWorkspaces(): WorkspaceContextValue {
  const value = useContext(WorkspaceContext);
  if (!value) throw new Error('useWorkspaces() must be used inside <WorkspaceProvider> (app pages only).');
  return value;
}
