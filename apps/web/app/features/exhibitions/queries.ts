import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  IDEMPOTENCY_KEY,
  createExhibitionRoute,
  deleteExhibitionRoute,
  exhibitionAccessRoute,
  exhibitionListRoute,
  exhibitionRoute,
  updateExhibitionRoute,
  type ApiCall,
  type ExhibitionStatus,
  type RouteBody,
} from '@vernissage/shared';
import { useRetryKey } from '../../lib/retry-key';
import { useApi } from '../api/ApiProvider';

/** Query keys of a workspace's exhibitions; each starts with the workspace. */
export const exhibitionKeys = {
  scope: (gid: string) => ['exhibitions', gid] as const,
  list: (gid: string, status: ExhibitionStatus | null, page: number) =>
    ['exhibitions', gid, 'list', status, page] as const,
  one: (gid: string, exhibitionid: string) => ['exhibitions', gid, 'one', exhibitionid] as const,
};

export const EXHIBITIONS_PAGE_SIZE = 24;

/** A page of the workspace's exhibitions and those shared with it (`GET /exhibition/list`). */
export const exhibitionsQuery = (api: ApiCall, gid: string, status: ExhibitionStatus | null, page = 0) =>
  queryOptions({
    queryKey: exhibitionKeys.list(gid, status, page),
    queryFn: () =>
      api(exhibitionListRoute, {
        headers: { gid },
        query: { status: status ?? undefined, page, size: EXHIBITIONS_PAGE_SIZE },
      }),
  });

/** One exhibition with its works and images (`GET /exhibition`). */
export const exhibitionQuery = (api: ApiCall, gid: string, exhibitionid: string) =>
  queryOptions({
    queryKey: exhibitionKeys.one(gid, exhibitionid),
    queryFn: () => api(exhibitionRoute, { headers: { gid, exhibitionid } }),
  });

export function useExhibitionsQuery(gid: string, status: ExhibitionStatus | null, page = 0) {
  return useQuery({ ...exhibitionsQuery(useApi(), gid, status, page), placeholderData: keepPreviousData });
}

export function useExhibitionQuery(gid: string, exhibitionid: string) {
  return useQuery(exhibitionQuery(useApi(), gid, exhibitionid));
}

/** A change of the workspace's exhibitions that refreshes every view of them when it settles. */
function useExhibitionMutation<Input, Output>(gid: string, run: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: exhibitionKeys.scope(gid) }),
  });
}

/** The fields of an exhibition or a change of it, the new cover and the new installation views. */
export interface ExhibitionSave {
  data: RouteBody<typeof updateExhibitionRoute>;
  cover: File | null;
  views: File[];
}

/**
 * Creates an exhibition (`POST /exhibition`, multipart). Saved again unchanged after a failure,
 * it carries the same `Idempotency-Key`: a save whose answer was lost makes one exhibition.
 */
export function useCreateExhibitionMutation(gid: string) {
  const api = useApi();
  const retryKey = useRetryKey();
  return useExhibitionMutation(gid, ({ data, cover, views }: ExhibitionSave) =>
    retryKey.send([JSON.stringify(data), cover, ...views], (key) =>
      api(createExhibitionRoute, {
        headers: { gid, [IDEMPOTENCY_KEY]: key },
        // A new exhibition's editor sends every field the contract requires (its form checks them first).
        body: {
          data: data as RouteBody<typeof createExhibitionRoute>,
          files: { cover: cover ?? undefined, images: views },
        },
      }),
    ),
  );
}

/** Changes an exhibition, its works and images (`PUT /exhibition`, multipart). */
export function useUpdateExhibitionMutation(gid: string, exhibitionid: string) {
  const api = useApi();
  return useExhibitionMutation(gid, ({ data, cover, views }: ExhibitionSave) =>
    api(updateExhibitionRoute, {
      headers: { gid, exhibitionid },
      body: { data, files: { cover: cover ?? undefined, images: views } },
    }),
  );
}

/** Deletes an exhibition (`DELETE /exhibition`). */
export function useDeleteExhibitionMutation(gid: string) {
  const api = useApi();
  return useExhibitionMutation(gid, (exhibitionid: string) =>
    api(deleteExhibitionRoute, { headers: { gid, exhibitionid } }),
  );
}

/** Shares an exhibition with another workspace, or stops (`PUT /exhibition/access`). */
export function useExhibitionAccessMutation(gid: string) {
  const api = useApi();
  return useExhibitionMutation(gid, (body: RouteBody<typeof exhibitionAccessRoute>) =>
    api(exhibitionAccessRoute, { headers: { gid }, body }),
  );
}
