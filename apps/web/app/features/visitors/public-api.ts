import { createApiClient, type ApiCall } from '@vernissage/shared';
import { useMemo } from 'react';
import { usePublicEnv } from '../../lib/public-env';

/**
 * The contract client for public pages (/showcase, /web), which have no session or API
 * providers: it sends no credentials and calls public routes only (a session route would answer
 * 901, and there is no session to refresh).
 */
export function usePublicApi(): ApiCall {
  const { apiBaseUrl } = usePublicEnv();
  return useMemo(
    () =>
      createApiClient({
        baseUrl: apiBaseUrl,
        getSession: () => null,
        refreshSession: async () => null,
        signOut: async () => undefined,
        onAuthFailure: () => undefined,
      }),
    [apiBaseUrl],
  );
}
