import { createApiClient, type ApiCall } from '@vernissage/shared';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { usePublicEnv } from '../../lib/public-env';
import { useSessionCredentials } from '../session/SessionProvider';

const ApiContext = createContext<ApiCall | null>(null);

/**
 * Provides the contract client for app pages: it calls the configured API base with the
 * session's token, refreshes once on a 901 and, failing that, signs out and opens /login.
 */
export function ApiProvider({ children }: { children: ReactNode }) {
  const { apiBaseUrl } = usePublicEnv();
  const credentials = useSessionCredentials();
  const navigate = useNavigate();
  const api = useMemo(
    () =>
      createApiClient({
        baseUrl: apiBaseUrl,
        getSession: credentials.getSession,
        refreshSession: credentials.refreshSession,
        signOut: credentials.signOut,
        onAuthFailure: () => void navigate('/login'),
      }),
    [apiBaseUrl, credentials, navigate],
  );
  return <ApiContext value={api}>{children}</ApiContext>;
}

/** The API client of the route contract: `api(route, input)`. */
export function useApi(): ApiCall {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApi() must be used inside <ApiProvider> (app pages only).');
  return api;
}
