import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createFolderRoute,
  createItemRoute,
  deleteFolderRoute,
  deleteItemsRoute,
  foldersRoute,
  IDEMPOTENCY_KEY,
  inventoryItemRoute,
  inventoryRoute,
  itemAccessLevelRoute,
  itemStateRoute,
  itemsFolderRoute,
  renameFolderRoute,
  reorderRoute,
  restoreItemsRoute,
  updateItemRoute,
  type ApiCall,
  type RouteBody,
  type InventoryItemDto,
  type RouteOutput,
} from '@vernissage/shared';
import { useRetryKey } from '../../lib/retry-key';
import { useApi } from '../api/ApiProvider';
import { invalidateAvailability } from '../artwork/invalidate';
import type { InventoryFilter } from './inventory-filter';

type InventoryPage = RouteOutput<typeof inventoryRoute>;

/** Query keys of a workspace's inventory; each starts with the workspace. */
export const inventoryKeys = {
  scope: (gid: string) => ['inventory', gid] as const,
  lists: (gid: string) => ['inventory', gid, 'list'] as const,
  list: (gid: string, filter: InventoryFilter) => ['inventory', gid, 'list', filter] as const,
  item: (gid: string, iid: string) => ['inventory', gid, 'item', iid] as const,
  folders: (gid: string) => ['inventory', gid, 'folders'] as const,
};

/** A page of the inventory for a filter (`GET /inventory`). */
export const inventoryQuery = (api: ApiCall, gid: string, filter: InventoryFilter) =>
  queryOptions({
    queryKey: inventoryKeys.list(gid, filter),
    queryFn: () =>
      api(inventoryRoute, {
        headers: { gid },
        query: {
          fid: filter.fid,
          state: filter.state,
          artistid: filter.artistid,
          q: filter.q || undefined,
          sort: filter.sort,
          locale: filter.locale,
          page: filter.page,
          size: filter.size,
          trash: filter.trash ? 'true' : 'false',
        },
      }),
  });

/** One inventory record with its work (`GET /inventory/item`). */
export const inventoryItemQuery = (api: ApiCall, gid: string, iid: string) =>
  queryOptions({
    queryKey: inventoryKeys.item(gid, iid),
    queryFn: () => api(inventoryItemRoute, { headers: { gid, iid } }),
  });

/** The workspace's folders with how many works each holds (`GET /inventory/folder`). */
export const foldersQuery = (api: ApiCall, gid: string) =>
  queryOptions({ queryKey: inventoryKeys.folders(gid), queryFn: () => api(foldersRoute, { headers: { gid } }) });

/** `inventoryQuery` for a component; the last page stays on screen while the next loads. */
export function useInventoryQuery(gid: string, filter: InventoryFilter) {
  return useQuery({ ...inventoryQuery(useApi(), gid, filter), placeholderData: keepPreviousData });
}

/** `inventoryItemQuery` for a component. */
export function useInventoryItemQuery(gid: string, iid: string) {
  return useQuery(inventoryItemQuery(useApi(), gid, iid));
}

/** `foldersQuery` for a component. */
export function useFoldersQuery(gid: string) {
  return useQuery(foldersQuery(useApi(), gid));
}

/** A mutation of the workspace's inventory that refreshes every view of it when it settles. */
function useInventoryMutation<Input, Output>(gid: string, run: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: inventoryKeys.scope(gid) }),
        invalidateAvailability(queryClient),
      ]),
  });
}

/** Creates a folder (`POST /inventory/folder`). */
export function useCreateFolderMutation(gid: string) {
  const api = useApi();
  return useInventoryMutation(gid, (name: string) =>
    api(createFolderRoute, { headers: { gid }, body: { name, accessLevel: 1 } }),
  );
}

/** Renames a folder (`PUT /inventory/folder`). */
export function useRenameFolderMutation(gid: string) {
  const api = useApi();
  return useInventoryMutation(gid, (body: { fid: string; name: string }) =>
    api(renameFolderRoute, { headers: { gid }, body }),
  );
}

/** Deletes a folder; its works return to no folder (`POST /inventory/folder/delete`). */
export function useDeleteFolderMutation(gid: string) {
  const api = useApi();
  return useInventoryMutation(gid, (fid: string) => api(deleteFolderRoute, { headers: { gid }, body: { fid } }));
}

/** Files works into a folder, or out of every folder with `fid: null` (`PUT /inventory/items/folder`). */
export function useMoveToFolderMutation(gid: string) {
  const api = useApi();
  return useInventoryMutation(gid, (body: { iids: string[]; fid: string | null }) =>
    api(itemsFolderRoute, { headers: { gid }, body }),
  );
}

/** Moves works to the trash (`POST /inventory/item/delete`; 409 while an offer holds one). */
export function useTrashItemsMutation(gid: string) {
  const api = useApi();
  return useInventoryMutation(gid, (iids: string[]) => api(deleteItemsRoute, { headers: { gid }, body: { iids } }));
}

/** Brings works back from the trash (`POST /inventory/item/restore`). */
export function useRestoreItemsMutation(gid: string) {
  const api = useApi();
  return useInventoryMutation(gid, (iids: string[]) => api(restoreItemsRoute, { headers: { gid }, body: { iids } }));
}

/** What a change of many records came to: how many went through, and the first failure. */
export interface BulkResult {
  done: number;
  failed: number;
  error: unknown;
}

async function eachOf(iids: string[], change: (iid: string) => Promise<unknown>): Promise<BulkResult> {
  const results = await Promise.allSettled(iids.map(change));
  const failures = results.filter((result): result is PromiseRejectedResult => result.status === 'rejected');
  return { done: results.length - failures.length, failed: failures.length, error: failures[0]?.reason };
}

/** Sets the state of works by hand, one call each (`PUT /inventory/item/state`). */
export function useSetItemsStateMutation(gid: string) {
  const api = useApi();
  return useInventoryMutation(gid, ({ iids, state }: { iids: string[]; state: number }) =>
    eachOf(iids, (iid) => api(itemStateRoute, { headers: { gid }, body: { iid, state } })),
  );
}

/** Sets who may change works (owners and admins), one call each (`PUT /inventory/item/accesslevel`). */
export function useSetItemsAccessMutation(gid: string) {
  const api = useApi();
  return useInventoryMutation(gid, ({ iids, state }: { iids: string[]; state: -1 | 0 | 1 }) =>
    eachOf(iids, (iid) => api(itemAccessLevelRoute, { headers: { gid }, body: { iid, state } })),
  );
}

/**
 * Reorders works (`PUT /inventory/idx`, all or nothing). The list on screen takes the new order
 * at once and goes back to the server's if the call fails.
 */
export function useReorderMutation(gid: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      newIdxs,
    }: {
      filter: InventoryFilter;
      items: InventoryItemDto[];
      newIdxs: { iid: string; idx: number }[];
    }) => api(reorderRoute, { headers: { gid }, body: { newIdxs } }),
    onMutate: async ({ filter, items }) => {
      const key = inventoryKeys.list(gid, filter);
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<InventoryPage>(key, (page) => page && { ...page, items });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: inventoryKeys.scope(gid) }),
  });
}

/** The fields of a new work or a change (the `data` of `PUT /inventory/item`), and the image files to add. */
export interface ItemSave {
  data: RouteBody<typeof updateItemRoute>;
  files: File[];
}

/**
 * Adds one work with its images (`POST /inventory/item`, multipart). Saved again unchanged after
 * a failure, it carries the same `Idempotency-Key`: a save whose answer was lost makes one work.
 */
export function useCreateItemMutation(gid: string) {
  const api = useApi();
  const retryKey = useRetryKey();
  return useInventoryMutation(gid, ({ data, files }: ItemSave) =>
    retryKey.send([JSON.stringify(data), ...files], (key) =>
      api(createItemRoute, {
        headers: { gid, [IDEMPOTENCY_KEY]: key },
        // A new work's editor sends every field the contract requires (it checks them first).
        body: { data: data as RouteBody<typeof createItemRoute>, files: { images: files } },
      }),
    ),
  );
}

/** Changes a work and its record; new images are appended (`PUT /inventory/item`, multipart). */
export function useUpdateItemMutation(gid: string, iid: string) {
  const api = useApi();
  return useInventoryMutation(gid, ({ data, files }: ItemSave) =>
    api(updateItemRoute, { headers: { gid, iid }, body: { data, files: { images: files } } }),
  );
}
