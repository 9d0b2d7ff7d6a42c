import { prefetchQueries } from '../../features/api/prefetch.server';
import { OpportunityPage } from '../../features/opportunities/OpportunityPage';
import { opportunityQuery, savedOpportunitiesQuery } from '../../features/opportunities/queries';
import { pageMetaFor } from '../../i18n/page-meta.server';
import { metaTags } from '../../lib/page-meta';
import { sharedPage, sharedPageHeaders } from '../../lib/shared-page';
import type { Route } from './+types/opportunity.route';

export { PageErrorBoundary as ErrorBoundary } from '../../components/PageErrorBoundary';

/** Public: the opportunity, and a signed-in person's saved ones (for the save button). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { api } = context;
  return sharedPage(context, {
    meta: pageMetaFor(request, 'opportunity'),
    dehydratedState: await prefetchQueries(
      opportunityQuery(api, params.id),
      ...(context.user?.signupComplete ? [savedOpportunitiesQuery(api)] : []),
    ),
  });
}

export const headers = sharedPageHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

/** /opportunities/:id: one opportunity in full. */
export default function OpportunityRoute({ params }: Route.ComponentProps) {
  return <OpportunityPage id={params.id} />;
}
