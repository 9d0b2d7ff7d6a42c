import { QueryClientProvider } from '@tanstack/react-query';
import type { UserDto } from '@vernissage/shared';
import { useState, type ReactNode } from 'react';
import { ApiProvider } from '../api/ApiProvider';
import { LoaderQueryHydration } from '../api/LoaderQueryHydration';
import { createQueryClient } from '../api/query-client';
import { LoadingOverlayProvider } from '../loading-overlay/LoadingOverlayProvider';
import { ArtworkEventStream } from '../realtime/ArtworkEventStream';
import { SessionProvider } from '../session/SessionProvider';
import { WorkspaceProvider } from '../workspace/WorkspaceProvider';
import { ToastHost } from './ToastHost';

/**
 * Everything app pages run inside: server state (TanStack Query, filled with what the routes'
 * loaders read on the server), the session (starting from the user the server resolved for this
 * request), the API client, the workspaces, the loading overlay, the toast host and the live
 * availability events. Public pages get none of these.
 */
export function AppProviders({
  user,
  activeGid,
  children,
}: {
  user: UserDto | null;
  activeGid: string | null;
  children: ReactNode;
}) {
  // One cache per browser tab and person, and per request on the server, never shared between people.
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <LoaderQueryHydration>
        <SessionProvider initialUser={user}>
          <ApiProvider>
            <WorkspaceProvider activeGid={activeGid}>
              <LoadingOverlayProvider>
                <ToastHost />
                <ArtworkEventStream />
                {children}
              </LoadingOverlayProvider>
            </WorkspaceProvider>
          </ApiProvider>
        </SessionProvider>
      </LoaderQueryHydration>
    </QueryClientProvider>
  );
}
