import { useTranslation } from 'react-i18next';
import { data } from 'react-router';
import { PageShell } from '../../components/PageShell';
import { prefetchQueries } from '../../features/api/prefetch.server';
import { OpportunitiesPage } from '../../features/opportunities/OpportunitiesPage';
import { opportunityQueryOf } from '../../features/opportunities/opportunity-params';
import { opportunitiesQuery, savedOpportunitiesQuery } from '../../features/opportunities/queries';
import { pageMetaFor } from '../../i18n/page-meta.server';
import { metaTags } from '../../lib/page-meta';
import type { Route } from './+types/opportunities.route';

export { PageErrorBoundary as ErrorBoundary } from '../../components/PageErrorBoundary';

/** Public: the list the address asks for; a signed-in person's saved ones come with it (the cards' marks). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = opportunityQueryOf(new URL(request.url).searchParams);
  const { api } = context;
  // Rendered for each visitor, never kept as a shared page (ADR 030): kept pages are not told
  // when a work is held, sold or unpublished, or an opportunity is posted.
  return data({
    meta: pageMetaFor(request, 'opportunities'),
    dehydratedState: await prefetchQueries(
      opportunitiesQuery(api, query),
      ...(context.user?.signupComplete ? [savedOpportunitiesQuery(api)] : []),
    ),
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

/** /opportunities: residencies, grants, open calls and jobs, the nearest deadline first. */
export default function OpportunitiesRoute() {
  const { t } = useTranslation('pages');
  return (
    <PageShell title={t('opportunities.title')} intro={t('opportunities.intro')} wide>
      <OpportunitiesPage />
    </PageShell>
  );
}
