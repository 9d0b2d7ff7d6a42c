import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminBlogListRoute,
  adminBlogPostRoute,
  adminOpportunityListRoute,
  adminOpportunityRoute,
  createBlogPostRoute,
  createOpportunityRoute,
  deleteBlogPostRoute,
  deleteFeaturedWorkRoute,
  deleteOpportunityRoute,
  featuredWorksRoute,
  MAX_PAGE_SIZE,
  putFeaturedOrderRoute,
  searchRoute,
  updateBlogPostRoute,
  updateOpportunityRoute,
  type ApiCall,
  type RouteBody,
} from '@vernissage/shared';
import { useApi } from '../api/ApiProvider';

/**
 * Query keys of the platform's own content, as platform admins see it: blog posts and
 * opportunities with their drafts, and the staff picks. Each area starts with its own word, so a
 * change refreshes every view of that area and nothing else.
 */
export const contentKeys = {
  posts: ['admin-blog'] as const,
  postList: () => ['admin-blog', 'list'] as const,
  post: (id: string) => ['admin-blog', 'one', id] as const,
  opportunities: ['admin-opportunities'] as const,
  opportunityList: () => ['admin-opportunities', 'list'] as const,
  opportunity: (id: string) => ['admin-opportunities', 'one', id] as const,
  featured: ['admin-featured'] as const,
  featuredList: () => ['admin-featured', 'list'] as const,
  search: (q: string) => ['admin-featured', 'search', q] as const,
};

/** Every post, drafts too, the latest change first (`GET /blog/admin/list`). */
export const adminPostsQuery = (api: ApiCall) =>
  queryOptions({
    queryKey: contentKeys.postList(),
    queryFn: () => api(adminBlogListRoute, { query: { page: 0, size: MAX_PAGE_SIZE } }),
  });

/** One post with its Markdown, a draft too (`GET /blog/admin/post/{id}`). */
export const adminPostQuery = (api: ApiCall, id: string) =>
  queryOptions({ queryKey: contentKeys.post(id), queryFn: () => api(adminBlogPostRoute, { params: { id } }) });

/** Every opportunity, drafts too, the latest change first (`GET /opportunity/admin/list`). */
export const adminOpportunitiesQuery = (api: ApiCall) =>
  queryOptions({
    queryKey: contentKeys.opportunityList(),
    queryFn: () => api(adminOpportunityListRoute, { query: { page: 0, size: MAX_PAGE_SIZE } }),
  });

/** One opportunity, a draft too (`GET /opportunity/admin/opid/{id}`). */
export const adminOpportunityQuery = (api: ApiCall, id: string) =>
  queryOptions({
    queryKey: contentKeys.opportunity(id),
    queryFn: () => api(adminOpportunityRoute, { params: { id } }),
  });

/** The staff picks still public, in their order (`GET /search/featured/all`). */
export const featuredQuery = (api: ApiCall) =>
  queryOptions({
    queryKey: contentKeys.featuredList(),
    queryFn: () => api(featuredWorksRoute, { query: { page: 0, size: MAX_PAGE_SIZE } }),
  });

/** How many published works one search for a pick shows. */
const PICK_RESULTS = 12;

/** Published works found by text, to pick from (`GET /search?q=`). */
export const pickSearchQuery = (api: ApiCall, q: string) =>
  queryOptions({
    queryKey: contentKeys.search(q),
    queryFn: () => api(searchRoute, { query: { q, page: 0, size: PICK_RESULTS } }),
  });

export function useAdminPostsQuery() {
  return useQuery(adminPostsQuery(useApi()));
}

export function useAdminPostQuery(id: string) {
  return useQuery(adminPostQuery(useApi(), id));
}

export function useAdminOpportunitiesQuery() {
  return useQuery(adminOpportunitiesQuery(useApi()));
}

export function useAdminOpportunityQuery(id: string) {
  return useQuery(adminOpportunityQuery(useApi(), id));
}

export function useFeaturedQuery() {
  return useQuery(featuredQuery(useApi()));
}

/** Searches only once there is something to search for. */
export function usePickSearchQuery(q: string) {
  return useQuery({ ...pickSearchQuery(useApi(), q), enabled: q !== '' });
}

/** A change of one area that refreshes every view of it when it settles. */
function useContentMutation<Input, Output>(area: readonly string[], run: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: area }),
  });
}

/** Writes a post (`POST /blog/post`). */
export function useCreatePostMutation() {
  const api = useApi();
  return useContentMutation(contentKeys.posts, (body: RouteBody<typeof createBlogPostRoute>) =>
    api(createBlogPostRoute, { body }),
  );
}

/** Changes a post (`PUT /blog/post/{id}`). */
export function useUpdatePostMutation(id: string) {
  const api = useApi();
  return useContentMutation(contentKeys.posts, (body: RouteBody<typeof updateBlogPostRoute>) =>
    api(updateBlogPostRoute, { params: { id }, body }),
  );
}

/** Deletes a post (`DELETE /blog/post/{id}`). */
export function useDeletePostMutation() {
  const api = useApi();
  return useContentMutation(contentKeys.posts, (id: string) => api(deleteBlogPostRoute, { params: { id } }));
}

/** Creates an opportunity (`POST /opportunity`). */
export function useCreateOpportunityMutation() {
  const api = useApi();
  return useContentMutation(contentKeys.opportunities, (body: RouteBody<typeof createOpportunityRoute>) =>
    api(createOpportunityRoute, { body }),
  );
}

/** Changes an opportunity (`PUT /opportunity/{id}`). */
export function useUpdateOpportunityMutation(id: string) {
  const api = useApi();
  return useContentMutation(contentKeys.opportunities, (body: RouteBody<typeof updateOpportunityRoute>) =>
    api(updateOpportunityRoute, { params: { id }, body }),
  );
}

/** Deletes an opportunity (`DELETE /opportunity/{id}`). */
export function useDeleteOpportunityMutation() {
  const api = useApi();
  return useContentMutation(contentKeys.opportunities, (id: string) => api(deleteOpportunityRoute, { params: { id } }));
}

/**
 * Saves the staff picks in this order, a new pick among them (`PUT /search/featured`): one call,
 * so the change log records the work added or the one reorder, and positions never tie.
 */
export function usePlacePicksMutation() {
  const api = useApi();
  return useContentMutation(contentKeys.featured, (aids: string[]) => api(putFeaturedOrderRoute, { body: { aids } }));
}

/** Stops featuring a work (`DELETE /search/featured/{aid}`). */
export function useRemovePickMutation() {
  const api = useApi();
  return useContentMutation(contentKeys.featured, (aid: string) => api(deleteFeaturedWorkRoute, { params: { aid } }));
}
