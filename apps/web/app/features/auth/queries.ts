import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import {
  authProvidersRoute,
  checkCodeRoute,
  loginRoute,
  signupRoute,
  userMethodRoute,
  type ApiCall,
  type RouteInput,
} from '@vernissage/shared';
import { useApi } from '../api/ApiProvider';
import { useAuthClient, type ProviderMethod } from '../session/auth-client';

export const authKeys = {
  providers: ['auth', 'providers'] as const,
  code: (code: string) => ['auth', 'code', code] as const,
};

/** The login methods this installation offers (`GET /user/providers`). */
export const providersQuery = (api: ApiCall) =>
  queryOptions({ queryKey: authKeys.providers, queryFn: () => api(authProvidersRoute), staleTime: Infinity });

/** `providersQuery` for a component. */
export function useProvidersQuery() {
  return useQuery(providersQuery(useApi()));
}

/** Signs in with e-mail and password (`POST /user/login`). */
export function useLoginMutation() {
  const api = useApi();
  return useMutation({
    mutationFn: ({ email, password }: { email: string; password: string }) =>
      api(loginRoute, { body: { id: email, oauth: 'credentials', password } }),
  });
}

/** Signs up with e-mail, or completes the sign-up of a provider identity (`POST /user/signup`). */
export function useSignupMutation() {
  const api = useApi();
  return useMutation({
    mutationFn: (body: RouteInput<typeof signupRoute>['body']) => api(signupRoute, { body }),
  });
}

/** "Which method did I use?": the login methods of an e-mail address (`GET /user/method`). */
export function useMethodLookupMutation() {
  const api = useApi();
  return useMutation({ mutationFn: (email: string) => api(userMethodRoute, { headers: { email } }) });
}

/** Checks a referral code once it is entered (`GET /user/code`). */
export function useCodeCheckQuery(code: string) {
  const api = useApi();
  return useQuery({
    queryKey: authKeys.code(code),
    queryFn: () => api(checkCodeRoute, { headers: { code } }),
    enabled: code !== '',
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** Starts a provider sign-in and sends the browser to the provider's own login page. */
export function useSocialSignInMutation() {
  const auth = useAuthClient();
  return useMutation({
    mutationFn: (provider: ProviderMethod) => auth.startSocialSignIn(provider),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}

/** Sends the verification mail again. */
export function useResendVerificationMutation() {
  const auth = useAuthClient();
  return useMutation({ mutationFn: (email: string) => auth.sendVerificationEmail(email) });
}
