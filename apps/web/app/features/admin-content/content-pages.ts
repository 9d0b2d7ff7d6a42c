/** The admin content pages, each with a title, description and intro in `adminContent:pages`. */
export type ContentPageKey =
  'blog' | 'newPost' | 'post' | 'opportunities' | 'newOpportunity' | 'opportunity' | 'featured';

/** The id in an editor's address that opens an empty one (`/admin/blog/new`). */
export const NEW_ID = 'new';
