import { prefetchQueries } from '../../features/api/prefetch.server';
import { isPlatformAdmin } from '../../features/admin-content/AdminsOnly';
import { BlogPostsPage } from '../../features/admin-content/BlogPostsPage';
import { ContentPageShell } from '../../features/admin-content/ContentPageShell';
import { contentPageMeta } from '../../features/admin-content/page-meta.server';
import { adminPostsQuery } from '../../features/admin-content/queries';
import { signedInPage } from '../../features/session/signed-in.server';
import { metaTags } from '../../lib/page-meta';
import type { Route } from './+types/admin-blog.route';

export { PageErrorBoundary as ErrorBoundary } from '../../components/PageErrorBoundary';

/** Every post, drafts too, for platform admins. */
export async function loader(args: Route.LoaderArgs) {
  const signedIn = await signedInPage(args);
  if (signedIn instanceof Response) return signedIn;
  return {
    meta: contentPageMeta(args.request, 'blog'),
    dehydratedState: isPlatformAdmin(signedIn.user) ? await prefetchQueries(adminPostsQuery(args.context.api)) : null,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

/** /admin/blog: the platform's blog posts, for platform admins. */
export default function AdminBlogRoute() {
  return (
    <ContentPageShell page="blog">
      <BlogPostsPage />
    </ContentPageShell>
  );
}
