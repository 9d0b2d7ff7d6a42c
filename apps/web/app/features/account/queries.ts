import { useMutation } from '@tanstack/react-query';
import {
  allowMarketingRoute,
  deleteUserRoute,
  updateEmailRoute,
  updateNameRoute,
  updatePhoneRoute,
  type UserDto,
} from '@vernissage/shared';
import { useApi } from '../api/ApiProvider';
import { useSessionActions } from '../session/SessionProvider';

/** Each profile change answers with the updated user, which the session shows at once. */
function useProfileMutation<T>(send: (input: T) => Promise<UserDto>) {
  const { updateUser } = useSessionActions();
  return useMutation({ mutationFn: send, onSuccess: updateUser });
}

/** Changes the name and English name (`PUT /user/name`). */
export function useUpdateNameMutation() {
  const api = useApi();
  return useProfileMutation((body: { name: string; nameen: string | null }) => api(updateNameRoute, { body }));
}

/** Changes the e-mail address, which must then be verified again (`PUT /user/email`). */
export function useUpdateEmailMutation() {
  const api = useApi();
  return useProfileMutation((email: string) => api(updateEmailRoute, { body: { email } }));
}

/** Changes or removes the phone number (`PUT /user/phone`). */
export function useUpdatePhoneMutation() {
  const api = useApi();
  return useProfileMutation((phone: string | null) => api(updatePhoneRoute, { body: { phone } }));
}

/** Gives or withdraws marketing consent (`PUT /user/allowMarketing`). */
export function useAllowMarketingMutation() {
  const api = useApi();
  return useProfileMutation((allow: boolean) =>
    api(allowMarketingRoute, { headers: { allowmarketing: allow ? 'true' : 'false' } }),
  );
}

/** Erases one's own account (`DELETE /user`); the session ends with it. */
export function useDeleteAccountMutation() {
  const api = useApi();
  return useMutation({ mutationFn: (uid: string) => api(deleteUserRoute, { headers: { deleteuid: uid } }) });
}
