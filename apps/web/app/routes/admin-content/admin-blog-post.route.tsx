import { prefetchQueries } from '../../features/api/prefetch.server';
import { isPlatformAdmin } from '../../features/admin-content/AdminsOnly';
import { BlogPostPage } from '../../features/admin-content/BlogPostPage';
import { NEW_ID } from '../../features/admin-content/content-pages';
import { ContentPageShell } from '../../features/admin-content/ContentPageShell';
import { contentPageMeta } from '../../features/admin-content/page-meta.server';
import { adminPostQuery } from '../../features/admin-content/queries';
import { useSignedInUser } from '../../features/session/SignedIn';
import { signedInPage } from '../../features/session/signed-in.server';
import { metaTags } from '../../lib/page-meta';
import type { Route } from './+types/admin-blog-post.route';

export { PageErrorBoundary as ErrorBoundary } from '../../components/PageErrorBoundary';

/** The post being edited, with its Markdown, unless it is a new one. */
export async function loader(args: Route.LoaderArgs) {
  const signedIn = await signedInPage(args);
  if (signedIn instanceof Response) return signedIn;
  const creating = args.params.id === NEW_ID;
  return {
    meta: contentPageMeta(args.request, creating ? 'newPost' : 'post'),
    dehydratedState:
      isPlatformAdmin(signedIn.user) && !creating
        ? await prefetchQueries(adminPostQuery(args.context.api, args.params.id))
        : null,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

/** /admin/blog/new and /admin/blog/:id: the post editor with its live preview. */
export default function AdminBlogPostRoute({ params }: Route.ComponentProps) {
  const creating = params.id === NEW_ID;
  const user = useSignedInUser();
  return (
    <ContentPageShell page={creating ? 'newPost' : 'post'}>
      <BlogPostPage id={creating ? null : params.id} authorName={user.name} />
    </ContentPageShell>
  );
}
