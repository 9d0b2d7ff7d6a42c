import { adminUsersRoute, contentSubjectSchema, type ContentChangesQuery } from '@vernissage/shared';
import { pageParamOf } from '../../lib/list-params';
import type { AdminUsersView } from './queries';

/**
 * The admin lists keep their search, filter and page in the address (`?q=kim&page=1`,
 * `?subject=user`), so the loader reads the page asked for and a reload or link keeps it.
 */

/** Rows on one page of the admin lists. */
export const ADMIN_PAGE_SIZE = 20;

/** The users view an address asks for; a search the contract refuses is no search. */
export function usersViewOf(params: URLSearchParams): AdminUsersView {
  const view: AdminUsersView = { page: pageParamOf(params), size: ADMIN_PAGE_SIZE };
  const q = adminUsersRoute.query.shape.q.safeParse(params.get('q') ?? undefined);
  if (q.success && q.data) view.q = q.data;
  return view;
}

/** The change-log view an address asks for: a page, and a subject when it names one. */
export function changesViewOf(params: URLSearchParams): ContentChangesQuery {
  const view: ContentChangesQuery = { page: pageParamOf(params), size: ADMIN_PAGE_SIZE };
  const subject = contentSubjectSchema.safeParse(params.get('subject'));
  if (subject.success) view.subject = subject.data;
  return view;
}

/** The page of a list without filters (leads, codes) an address asks for. */
export function pageViewOf(params: URLSearchParams) {
  return { page: pageParamOf(params), size: ADMIN_PAGE_SIZE };
}
