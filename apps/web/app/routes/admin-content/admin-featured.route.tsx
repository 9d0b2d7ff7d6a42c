import { prefetchQueries } from '../../features/api/prefetch.server';
import { isPlatformAdmin } from '../../features/admin-content/AdminsOnly';
import { ContentPageShell } from '../../features/admin-content/ContentPageShell';
import { FeaturedPage } from '../../features/admin-content/FeaturedPage';
import { contentPageMeta } from '../../features/admin-content/page-meta.server';
import { featuredQuery } from '../../features/admin-content/queries';
import { signedInPage } from '../../features/session/signed-in.server';
import { metaTags } from '../../lib/page-meta';
import type { Route } from './+types/admin-featured.route';

export { PageErrorBoundary as ErrorBoundary } from '../../components/PageErrorBoundary';

/** The staff picks, for platform admins. */
export async function loader(args: Route.LoaderArgs) {
  const signedIn = await signedInPage(args);
  if (signedIn instanceof Response) return signedIn;
  return {
    meta: contentPageMeta(args.request, 'featured'),
    dehydratedState: isPlatformAdmin(signedIn.user) ? await prefetchQueries(featuredQuery(args.context.api)) : null,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

/** /admin/featured: the staff picks in order, and a search to add published works. */
export default function AdminFeaturedRoute() {
  return (
    <ContentPageShell page="featured">
      <FeaturedPage />
    </ContentPageShell>
  );
}
