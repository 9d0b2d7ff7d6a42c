import {
  ApiError,
  createApiClient,
  ErrorCode,
  type ApiCall,
  type CallOptions,
  type RouteDefinition,
  type RouteInput,
  type RouteResult,
} from '@vernissage/shared';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { usePublicEnv } from '../../lib/public-env';
import { useSessionCredentials } from '../session/SessionProvider';
import { COMPLETE_SIGNUP_PATH, loginPathFor } from '../session/session-routing';

const ApiContext = createContext<ApiCall | null>(null);

/**
 * Provides the contract client for app pages: it calls the configured API base with the
 * session's access token (fetched on the first session call), refreshes once on a 901 and,
 * failing that, signs out and opens /login. An account that has not finished its sign-up is
 * sent back to the sign-up form.
 */
export function ApiProvider({ children }: { children: ReactNode }) {
  const { apiBaseUrl } = usePublicEnv();
  const credentials = useSessionCredentials();
  const navigate = useNavigate();
  const api = useMemo(() => {
    const client = createApiClient({
      baseUrl: apiBaseUrl,
      getSession: credentials.getSession,
      refreshSession: credentials.refreshSession,
      signOut: credentials.signOut,
      // Back to /login, saying why, and afterwards to the page the person was on.
      onAuthFailure: () => void navigate(loginPathFor(window.location, { sessionEnded: true })),
    });
    return async function call<T extends RouteDefinition>(
      route: T,
      input?: RouteInput<T>,
      options?: CallOptions,
    ): Promise<RouteResult<T>> {
      if (route.auth === 'session') await credentials.ensureSession();
      try {
        return await client(route, input, options);
      } catch (error) {
        if (error instanceof ApiError && error.code === ErrorCode.signupIncomplete) void navigate(COMPLETE_SIGNUP_PATH);
        throw error;
      }
    };
  }, [apiBaseUrl, credentials, navigate]);
  return <ApiContext value={api}>{children}</ApiContext>;
}

/** The API client of the route contract: `api(route, input)`. */
export function useApi(): ApiCall {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApi() must be used inside <ApiProvider> (app pages only).');
  return api;
}
