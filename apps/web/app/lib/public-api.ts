import { createApiClient, type ApiCall } from '@vernissage/shared';
import { useMemo } from 'react';
import { usePublicEnv } from './public-env';

/**
 * The contract client for public pages (/showcase, /web), which have no session or API providers:
 * it sends no token (a signed-in visitor's session cookie goes along by itself) and never
 * refreshes or signs out — a 901 simply fails the call, and the page offers to sign in.
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
