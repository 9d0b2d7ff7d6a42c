import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { TOAST_AUTO_CLOSE_MS, TOAST_LIMIT } from '@vernissage/shared';
import { useState, type ReactNode } from 'react';
import { ApiProvider } from '../api/ApiProvider';
import { LoadingOverlayProvider } from '../loading-overlay/LoadingOverlayProvider';
import { SessionProvider } from '../session/SessionProvider';

/**
 * Everything app pages run inside: server state (TanStack Query), the session, the API client,
 * the loading overlay and the toast host. Public pages get none of these.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  // One cache per browser tab, and per request on the server, never shared between people.
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } }));
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <ApiProvider>
          <LoadingOverlayProvider>
            <Notifications limit={TOAST_LIMIT} autoClose={TOAST_AUTO_CLOSE_MS} position="top-right" />
            {children}
          </LoadingOverlayProvider>
        </ApiProvider>
      </SessionProvider>
    </QueryClientProvider>
  );
}
