import { prefetchQueries } from '../../features/api/prefetch.server';
import { isPlatformAdmin } from '../../features/admin-content/AdminsOnly';
import { NEW_ID } from '../../features/admin-content/content-pages';
import { ContentPageShell } from '../../features/admin-content/ContentPageShell';
import { OpportunityPage } from '../../features/admin-content/OpportunityPage';
import { contentPageMeta } from '../../features/admin-content/page-meta.server';
import { adminOpportunityQuery } from '../../features/admin-content/queries';
import { signedInPage } from '../../features/session/signed-in.server';
import { metaTags } from '../../lib/page-meta';
import type { Route } from './+types/admin-opportunity.route';

export { PageErrorBoundary as ErrorBoundary } from '../../components/PageErrorBoundary';

/** The opportunity being edited, unless it is a new one. */
export async function loader(args: Route.LoaderArgs) {
  const signedIn = await signedInPage(args);
  if (signedIn instanceof Response) return signedIn;
  const creating = args.params.id === NEW_ID;
  return {
    meta: contentPageMeta(args.request, creating ? 'newOpportunity' : 'opportunity'),
    dehydratedState:
      isPlatformAdmin(signedIn.user) && !creating
        ? await prefetchQueries(adminOpportunityQuery(args.context.api, args.params.id))
        : null,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

/** /admin/opportunities/new and /admin/opportunities/:id: the opportunity editor. */
export default function AdminOpportunityRoute({ params }: Route.ComponentProps) {
  const creating = params.id === NEW_ID;
  return (
    <ContentPageShell page={creating ? 'newOpportunity' : 'opportunity'}>
      <OpportunityPage id={creating ? null : params.id} />
    </ContentPageShell>
  );
}
