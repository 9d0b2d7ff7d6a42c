import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  IDEMPOTENCY_KEY,
  importCheckRoute,
  importRoute,
  importsRoute,
  undoImportRoute,
  type ApiCall,
  type ImportOptions,
} from '@vernissage/shared';
import { useApi } from '../api/ApiProvider';
import { invalidateAvailability } from '../artwork/invalidate';
import { inventoryKeys } from '../inventory/queries';

/** Query keys of a workspace's imports. */
export const importKeys = {
  list: (gid: string) => ['inventory-imports', gid] as const,
};

/** The workspace's latest imports (`GET /inventory/imports`). */
export const importsQuery = (api: ApiCall, gid: string) =>
  queryOptions({ queryKey: importKeys.list(gid), queryFn: () => api(importsRoute, { headers: { gid } }) });

/** `importsQuery` for a component. */
export function useImportsQuery(gid: string) {
  return useQuery(importsQuery(useApi(), gid));
}

/** Checks a spreadsheet under a mapping and fixes; nothing is stored (`POST /inventory/import/check`). */
export function useImportCheckMutation(gid: string) {
  const api = useApi();
  return useMutation({
    mutationFn: ({ file, options }: { file: File; options: ImportOptions }) =>
      api(importCheckRoute, { headers: { gid }, body: { data: options, files: { file } } }),
  });
}

/** What an import sends: the sheet, its options, the images' .zip, and who hears of the upload. */
export interface ImportInput {
  file: File;
  options: ImportOptions;
  images?: File;
  /** The same for the same import sent again after a failure, so that it is done once (ADR 086). */
  key: string;
  onUploadProgress: (sent: number, total: number) => void;
}

/** Imports a spreadsheet, all or nothing (`POST /inventory/import`); the inventory is read again after. */
export function useImportMutation(gid: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, options, images, key, onUploadProgress }: ImportInput) =>
      api(
        importRoute,
        { headers: { gid, [IDEMPOTENCY_KEY]: key }, body: { data: options, files: { file, images } } },
        { onUploadProgress },
      ),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: importKeys.list(gid) }),
        queryClient.invalidateQueries({ queryKey: inventoryKeys.scope(gid) }),
      ]),
  });
}

/** Undoes an import: its works go to the trash (`POST /inventory/imports/{id}/undo`). */
export function useUndoImportMutation(gid: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(undoImportRoute, { headers: { gid }, params: { id } }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: importKeys.list(gid) }),
        queryClient.invalidateQueries({ queryKey: inventoryKeys.scope(gid) }),
        invalidateAvailability(queryClient),
      ]),
  });
}
