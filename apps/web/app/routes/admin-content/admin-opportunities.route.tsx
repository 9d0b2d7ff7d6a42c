import { prefetchQueries } from '../../features/api/prefetch.server';
import { isPlatformAdmin } from '../../features/admin-content/AdminsOnly';
import { ContentPageShell } from '../../features/admin-content/ContentPageShell';
import { OpportunitiesPage } from '../../features/admin-content/OpportunitiesPage';
import { contentPageMeta } from '../../features/admin-content/page-meta.server';
import { adminOpportunitiesQuery } from '../../features/admin-content/queries';
import { signedInPage } from '../../features/session/signed-in.server';
import { metaTags } from '../../lib/page-meta';
import type { Route } from './+types/admin-opportunities.route';

export { PageErrorBoundary as ErrorBoundary } from '../../components/PageErrorBoundary';

/** Every opportunity, drafts too, for platform admins. */
export async function loader(args: Route.LoaderArgs) {
  const signedIn = await signedInPage(args);
  if (signedIn instanceof Response) return signedIn;
  return {
    meta: contentPageMeta(args.request, 'opportunities'),
    dehydratedState: isPlatformAdmin(signedIn.user)
      ? await prefetchQueries(adminOpportunitiesQuery(args.context.api))
      : null,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

/** /admin/opportunities: residencies, grants, open calls and jobs, for platform admins. */
export default function AdminOpportunitiesRoute() {
  return (
    <ContentPageShell page="opportunities">
      <OpportunitiesPage />
    </ContentPageShell>
  );
}
