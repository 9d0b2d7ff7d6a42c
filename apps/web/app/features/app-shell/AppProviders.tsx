import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { TOAST_AUTO_CLOSE_MS, TOAST_LIMIT, type UserDto } from '@vernissage/shared';
import { useState, type ReactNode } from 'react';
import { ApiProvider } from '../api/ApiProvider';
import { LoadingOverlayProvider } from '../loading-overlay/LoadingOverlayProvider';
import { ArtworkEventStream } from '../realtime/ArtworkEventStream';
import { SessionProvider } from '../session/SessionProvider';
import { WorkspaceProvider } from '../workspace/WorkspaceProvider';

/**
 * Everything app pages run inside: server state (TanStack Query), the session (starting from the
 * user the server resolved for this request), the API client, the workspaces, the loading
 * overlay, the toast host and the live availability events. Public pages get none of these.
 */
export function AppProviders({
  user,
  rememberedGid,
  children,
}: {
  user: UserDto | null;
  rememberedGid: string | null;
  children: ReactNode;
}) {
  // One cache per browser tab, and per request on the server, never shared between people.
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } }));
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider initialUser={user}>
        <ApiProvider>
          <WorkspaceProvider rememberedGid={rememberedGid}>
            <LoadingOverlayProvider>
              <Notifications limit={TOAST_LIMIT} autoClose={TOAST_AUTO_CLOSE_MS} position="top-right" />
              <ArtworkEventStream />
              {children}
            </LoadingOverlayProvider>
          </WorkspaceProvider>
        </ApiProvider>
      </SessionProvider>
    </QueryClientProvider>
  );
}
