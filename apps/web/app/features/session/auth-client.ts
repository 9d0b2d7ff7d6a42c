import { ApiError, type LoginMethod } from '@vernissage/shared';
import { useMemo } from 'react';
import { usePublicEnv } from '../../lib/public-env';
import { COMPLETE_SIGNUP_PATH, LOGIN_PATH } from './session-routing';

/** The login methods that are OpenID Connect providers (everything but e-mail and password). */
export type ProviderMethod = Exclude<LoginMethod, 'credentials'>;

/**
 * better-auth's own endpoints (mounted beside the API at `<api base>/auth`): provider redirects,
 * verification mail and password reset. The spec's routes go through the contract client instead.
 */
export interface AuthClient {
  /** Starts a provider sign-in; resolves with the provider's login page to send the browser to. */
  startSocialSignIn(provider: ProviderMethod): Promise<{ url: string }>;
  /** Sends the verification mail (again) to an e-mail account that has not followed it yet. */
  sendVerificationEmail(email: string): Promise<void>;
  /** Mails a password reset link, if an account uses this address (the answer never tells). */
  requestPasswordReset(email: string): Promise<void>;
  /** Sets a new password with the token of a reset link. */
  resetPassword(token: string, newPassword: string): Promise<void>;
}

/** The auth client for an API base (`/api` or an absolute URL). */
export function createAuthClient(apiBaseUrl: string, doFetch: typeof fetch = globalThis.fetch.bind(globalThis)) {
  const base = `${apiBaseUrl.replace(/\/$/, '')}/auth`;
  const post = async <T>(path: string, body: Record<string, unknown>): Promise<T> => {
    const response = await doFetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'include',
    });
    const data = (await response.json().catch(() => null)) as { code?: string; message?: string } | null;
    if (!response.ok) {
      throw new ApiError(response.status, data?.code ?? response.status, data?.message ?? response.statusText);
    }
    return data as T;
  };

  return {
    startSocialSignIn: (provider) =>
      post<{ url: string }>('/sign-in/social', {
        provider,
        callbackURL: '/',
        newUserCallbackURL: COMPLETE_SIGNUP_PATH,
        errorCallbackURL: LOGIN_PATH,
      }),
    sendVerificationEmail: async (email) => {
      await post('/send-verification-email', { email, callbackURL: '/' });
    },
    requestPasswordReset: async (email) => {
      await post('/request-password-reset', { email, redirectTo: '/reset-password' });
    },
    resetPassword: async (token, newPassword) => {
      await post('/reset-password', { token, newPassword });
    },
  } satisfies AuthClient;
}

/** The auth client of this page's API base. */
export function useAuthClient(): AuthClient {
  const { apiBaseUrl } = usePublicEnv();
  return useMemo(() => createAuthClient(apiBaseUrl), [apiBaseUrl]);
}
