import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { AUDIT_KINDS, auditLogRoute, type ApiCall, type AuditKind } from '@vernissage/shared';
import { useApi } from '../api/ApiProvider';

/** Which page of the log, of which kind and which work (all optional but the page). */
export interface AuditFilter {
  page: number;
  kind?: AuditKind;
  aid?: string;
}

/**
 * The filter a page address asks for (`?page=2&kind=price&aid=…`, `page` counted from 1 as people
 * read it): the loader and the page read it the same way, so the first HTML carries that page.
 */
export function auditFilterOf(params: URLSearchParams): AuditFilter {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  const kind = params.get('kind');
  const aid = params.get('aid');
  return {
    page: Number.isFinite(page) && page > 1 ? page - 1 : 0,
    ...(kind && (AUDIT_KINDS as readonly string[]).includes(kind) && { kind: kind as AuditKind }),
    ...(aid && { aid }),
  };
}

/** How many entries one page of the log shows. */
export const AUDIT_PAGE_SIZE = 25;

/** Query keys of a workspace's audit log. */
export const auditKeys = {
  page: (gid: string, filter: AuditFilter) =>
    ['audit', gid, filter.page, filter.kind ?? null, filter.aid ?? null] as const,
};

/** A page of the workspace's audit log, newest first, for its owners (`GET /workspace/audit`). */
export const auditLogQuery = (api: ApiCall, gid: string, filter: AuditFilter) =>
  queryOptions({
    queryKey: auditKeys.page(gid, filter),
    queryFn: () =>
      api(auditLogRoute, {
        headers: { gid },
        query: {
          page: filter.page,
          size: AUDIT_PAGE_SIZE,
          ...(filter.kind && { kind: filter.kind }),
          ...(filter.aid && { aid: filter.aid }),
        },
      }),
    placeholderData: keepPreviousData,
  });

/** `auditLogQuery` for a component. */
export function useAuditLogQuery(gid: string, filter: AuditFilter) {
  return useQuery(auditLogQuery(useApi(), gid, filter));
}
