import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  billingPlanRoute,
  giftConfirmRoute,
  giftSendRoute,
  orderCreateRoute,
  getUserRoute,
  paymentMethodRoute,
  paymentRegisterRoute,
  paypalSubscriptionRoute,
  planCancelRoute,
  planHistoriesRoute,
  planResumeRoute,
  planTrialRoute,
  planUpdateRoute,
  promoApplyRoute,
  promoEnterRoute,
  promoListRoute,
  signupPlanRoute,
  type ApiCall,
  type BillingPlanDto,
  type RouteBody,
} from '@vernissage/shared';
import { useApi } from '../api/ApiProvider';
import { useSessionActions } from '../session/SessionProvider';

export const billingKeys = {
  scope: ['billing'] as const,
  plan: ['billing', 'plan'] as const,
  method: ['billing', 'method'] as const,
  history: ['billing', 'history'] as const,
  codes: ['billing', 'codes'] as const,
};

/** The signed-in person's plan (`GET /billing/plan`). */
export const billingPlanQuery = (api: ApiCall) =>
  queryOptions({ queryKey: billingKeys.plan, queryFn: () => api(billingPlanRoute, {}) });

/** The card on file and what the payment windows need (`GET /billing/payment`). */
export const paymentMethodQuery = (api: ApiCall) =>
  queryOptions({ queryKey: billingKeys.method, queryFn: () => api(paymentMethodRoute, {}) });

export const planHistoryQuery = (api: ApiCall) =>
  queryOptions({ queryKey: billingKeys.history, queryFn: () => api(planHistoriesRoute, {}) });

export const promoCodesQuery = (api: ApiCall) =>
  queryOptions({ queryKey: billingKeys.codes, queryFn: () => api(promoListRoute, {}) });

export const useBillingPlanQuery = (enabled = true) => useQuery({ ...billingPlanQuery(useApi()), enabled });
export const usePaymentMethodQuery = () => useQuery(paymentMethodQuery(useApi()));
export const usePlanHistoryQuery = () => useQuery(planHistoryQuery(useApi()));
export const usePromoCodesQuery = () => useQuery(promoCodesQuery(useApi()));

/**
 * After any plan change: the billing queries are read again, and so is the session's user, whose
 * plan decides what every page lets the person change (SPEC.md §6) — at once, without a reload.
 */
function usePlanChanged() {
  const api = useApi();
  const queryClient = useQueryClient();
  const { updateUser } = useSessionActions();
  return async (plan?: BillingPlanDto) => {
    if (plan) queryClient.setQueryData(billingKeys.plan, plan);
    await queryClient.invalidateQueries({ queryKey: billingKeys.scope });
    updateUser(await api(getUserRoute, {}));
  };
}

function usePlanMutation<T>(send: (input: T) => Promise<BillingPlanDto>) {
  const changed = usePlanChanged();
  return useMutation({ mutationFn: send, onSuccess: (plan) => changed(plan) });
}

/** Moves to another product: an upgrade is charged now less the unused period, a downgrade waits (ADR 027). */
export function useChangePlanMutation() {
  const api = useApi();
  return usePlanMutation((body: RouteBody<typeof planUpdateRoute>) => api(planUpdateRoute, { body }));
}

/** The plan chosen at sign-up: a free one at once, a pro one as its trial. */
export function useSignupPlanMutation() {
  const api = useApi();
  return usePlanMutation((body: RouteBody<typeof signupPlanRoute>) => api(signupPlanRoute, { body }));
}

export function useTrialMutation() {
  const api = useApi();
  return usePlanMutation((productid: RouteBody<typeof planTrialRoute>['productid']) =>
    api(planTrialRoute, { body: { productid } }),
  );
}

export function useCancelPlanMutation() {
  const api = useApi();
  return usePlanMutation(() => api(planCancelRoute, {}));
}

export function useResumePlanMutation() {
  const api = useApi();
  return usePlanMutation(() => api(planResumeRoute, {}));
}

export function usePaypalSubscriptionMutation() {
  const api = useApi();
  return usePlanMutation((body: RouteBody<typeof paypalSubscriptionRoute>) => api(paypalSubscriptionRoute, { body }));
}

/** Exchanges the card window's authKey for a billing key with Toss. */
export function useRegisterCardMutation() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RouteBody<typeof paymentRegisterRoute>) => api(paymentRegisterRoute, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billingKeys.scope }),
  });
}

export function useEnterCodeMutation() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RouteBody<typeof promoEnterRoute>) => api(promoEnterRoute, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billingKeys.codes }),
  });
}

/** Redeems an entered code: a free period starts at once, a discount waits for the next charge. */
export function useApplyCodeMutation() {
  const api = useApi();
  const changed = usePlanChanged();
  return useMutation({
    mutationFn: (promoid: string) => api(promoApplyRoute, { headers: { promoid } }),
    onSuccess: (result) => changed(result.plan),
  });
}

/** A gift: an order paid once in the payment window (ADR 028). */
export function useGiftOrderMutation() {
  const api = useApi();
  return useMutation({
    mutationFn: (productid: RouteBody<typeof orderCreateRoute>['productid']) =>
      api(orderCreateRoute, { body: { productid, currency: 'KRW', gift: true } }),
  });
}

/** Confirms a gift's payment (checked against our order) and mails its code to the recipient. */
export function useSendGiftMutation() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { uid: string; to: string; payment: RouteBody<typeof giftConfirmRoute> }) => {
      const gift = await api(giftConfirmRoute, { body: input.payment });
      const sent = await api(giftSendRoute, {
        body: { uid: input.uid, orderId: gift.orderId, code: gift.code, to: input.to },
      });
      return { ...sent, code: gift.code };
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billingKeys.scope }),
  });
}
