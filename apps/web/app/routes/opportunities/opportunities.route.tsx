import { dehydrate } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageShell } from '../../components/PageShell';
import { createServerQueryClient } from '../../features/api/prefetch.server';
import { closesInChangesAt } from '../../features/contests/contest-time';
import { OpportunitiesPage } from '../../features/opportunities/OpportunitiesPage';
import { opportunityQueryOf } from '../../features/opportunities/opportunity-params';
import { opportunitiesQuery, savedOpportunitiesQuery } from '../../features/opportunities/queries';
import { pageMetaFor } from '../../i18n/page-meta.server';
import { metaTags } from '../../lib/page-meta';
import { sharedPage, sharedPageHeaders } from '../../lib/shared-page';
import type { Route } from './+types/opportunities.route';

export { PageErrorBoundary as ErrorBoundary } from '../../components/PageErrorBoundary';

/**
 * Public: the list the address asks for; a signed-in person's saved ones come with it (the cards'
 * marks). The same for every visitor without a session: the server keeps it by its address until
 * an admin changes an opportunity or the first of its countdowns moves on (ADR 071), unless the
 * list failed, when the browser asks again and the next visitor gets a fresh page.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = opportunityQueryOf(new URL(request.url).searchParams);
  const { api } = context;
  const queryClient = createServerQueryClient();
  const list = opportunitiesQuery(api, query);
  await Promise.all([
    queryClient.prefetchQuery(list),
    ...(context.user?.signupComplete ? [queryClient.prefetchQuery(savedOpportunitiesQuery(api))] : []),
  ]);
  const page = { meta: pageMetaFor(request, 'opportunities'), dehydratedState: dehydrate(queryClient) };
  const shown = queryClient.getQueryData(list.queryKey);
  if (!shown) return page;
  const now = new Date();
  const until = Math.min(...shown.items.map((item) => closesInChangesAt(item.deadline, now)));
  return sharedPage(context, page, { byAddress: true, until });
}

export const headers = sharedPageHeaders;

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
