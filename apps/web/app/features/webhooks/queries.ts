import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createWebhookEndpointRoute,
  deleteWebhookEndpointRoute,
  pingWebhookEndpointRoute,
  resendWebhookDeliveryRoute,
  updateWebhookEndpointRoute,
  webhookDeliveriesRoute,
  webhookEndpointsRoute,
  webhookSecretRoute,
  type ApiCall,
  type CreateWebhookEndpointInput,
  type UpdateWebhookEndpointInput,
  type WebhookEndpointDto,
} from '@vernissage/shared';
import { useApi } from '../api/ApiProvider';

/** Query keys of a workspace's webhook endpoints. */
export const webhookKeys = {
  all: (gid: string) => ['webhooks', gid] as const,
  list: (gid: string) => ['webhooks', gid, 'endpoints'] as const,
  log: (gid: string, id: string) => ['webhooks', gid, id, 'deliveries'] as const,
  deliveries: (gid: string, id: string, page: number) => ['webhooks', gid, id, 'deliveries', page] as const,
};

/** How many deliveries one page of an endpoint's log shows. */
export const DELIVERIES_PAGE_SIZE = 10;

/** A workspace's webhook endpoints, for owners and admins (`GET /workspace/webhooks`). */
export const webhookEndpointsQuery = (api: ApiCall, gid: string) =>
  queryOptions({
    queryKey: webhookKeys.list(gid),
    queryFn: () => api(webhookEndpointsRoute, { headers: { gid } }),
    // Each endpoint's last delivery shows how it went: refreshed while one is still pending.
    refetchInterval: (query) =>
      query.state.data?.some((endpoint) => endpoint.lastDelivery?.status === 'pending') ? 3000 : false,
  });

/** `webhookEndpointsQuery` for a component. */
export function useWebhookEndpointsQuery(gid: string) {
  return useQuery(webhookEndpointsQuery(useApi(), gid));
}

/** A page of an endpoint's delivery log, newest first; refreshed while deliveries are pending. */
export function useWebhookDeliveriesQuery(gid: string, id: string, page: number) {
  const api = useApi();
  return useQuery({
    queryKey: webhookKeys.deliveries(gid, id, page),
    queryFn: () =>
      api(webhookDeliveriesRoute, { headers: { gid }, params: { id }, query: { page, size: DELIVERIES_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.items.some((delivery) => delivery.status === 'pending') ? 3000 : false,
  });
}

/** Every change of endpoints or deliveries refreshes the list and the open logs. */
function useWebhookMutation<TInput, TResult>(gid: string, mutationFn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all(gid) }),
  });
}

/** Registers an endpoint (`POST /workspace/webhooks`); the answer carries its secret. */
export function useCreateWebhookMutation(gid: string) {
  const api = useApi();
  return useWebhookMutation(gid, (body: CreateWebhookEndpointInput) =>
    api(createWebhookEndpointRoute, { headers: { gid }, body }),
  );
}

/** Changes an endpoint, or pauses and resumes it (`PATCH /workspace/webhooks/{id}`). */
export function useUpdateWebhookMutation(gid: string, id: string) {
  const api = useApi();
  return useWebhookMutation(gid, (body: UpdateWebhookEndpointInput) =>
    api(updateWebhookEndpointRoute, { headers: { gid }, params: { id }, body }),
  );
}

/**
 * Deletes an endpoint (`DELETE /workspace/webhooks/{id}`). Its row leaves the list at once and its
 * log's queries are dropped, so nothing asks for the deliveries of an endpoint that is gone.
 */
export function useDeleteWebhookMutation(gid: string, id: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api(deleteWebhookEndpointRoute, { headers: { gid }, params: { id } }),
    onSuccess: async () => {
      queryClient.setQueryData(webhookKeys.list(gid), (list: WebhookEndpointDto[] | undefined) =>
        list?.filter((endpoint) => endpoint.id !== id),
      );
      queryClient.removeQueries({ queryKey: webhookKeys.log(gid, id) });
      await queryClient.invalidateQueries({ queryKey: webhookKeys.list(gid) });
    },
  });
}

/** Sends a test event (`POST /workspace/webhooks/{id}/ping`). */
export function usePingWebhookMutation(gid: string, id: string) {
  const api = useApi();
  return useWebhookMutation(gid, () => api(pingWebhookEndpointRoute, { headers: { gid }, params: { id } }));
}

/** Sends a delivery's event again (`POST …/deliveries/{did}/resend`). */
export function useResendDeliveryMutation(gid: string, id: string) {
  const api = useApi();
  return useWebhookMutation(gid, (did: string) =>
    api(resendWebhookDeliveryRoute, { headers: { gid }, params: { id, did } }),
  );
}

/** Reveals an endpoint's signing secret on demand (never prefetched, never cached). */
export function useRevealSecretMutation(gid: string, id: string) {
  const api = useApi();
  return useMutation({ mutationFn: () => api(webhookSecretRoute, { headers: { gid }, params: { id } }) });
}
