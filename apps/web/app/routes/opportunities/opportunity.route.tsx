import { dehydrate } from '@tanstack/react-query';
import type { OpportunityDto } from '@vernissage/shared';
import { data } from 'react-router';
import { answeredNotFound } from '../../features/api/api-errors';
import { createServerQueryClient } from '../../features/api/prefetch.server';
import { closesInChangesAt } from '../../features/contests/contest-time';
import { opportunityHead, opportunityMeta } from '../../features/opportunities/opportunity-meta';
import { OpportunityNotFound, OpportunityPage } from '../../features/opportunities/OpportunityPage';
import { opportunityQuery, savedOpportunitiesQuery } from '../../features/opportunities/queries';
import { toLocale } from '../../i18n/i18n-options';
import { serverI18nFor } from '../../i18n/i18n.server';
import { pageMetaFor } from '../../i18n/page-meta.server';
import { metaTags } from '../../lib/page-meta';
import { sharedPage, sharedPageHeaders } from '../../lib/shared-page';
import type { Route } from './+types/opportunity.route';

export { PageErrorBoundary as ErrorBoundary } from '../../components/PageErrorBoundary';

/**
 * Public: the opportunity is read once on the server, for the page and its head (its own title
 * and description, canonical address, Open Graph), with a signed-in person's saved ones for the
 * save button. Unknown, deleted and draft opportunities answer 404. The same for every visitor
 * without a session: the server keeps it until an admin changes an opportunity or its countdown
 * moves on (ADR 071); a 404 is never kept.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { api } = context;
  const queryClient = createServerQueryClient();
  // Read alongside; it never fails (a failure is the browser's to retry, as with `prefetchQueries`).
  const saved = context.user?.signupComplete ? queryClient.prefetchQuery(savedOpportunitiesQuery(api)) : null;
  let opportunity: OpportunityDto;
  try {
    opportunity = await queryClient.fetchQuery(opportunityQuery(api, params.id));
  } catch (error) {
    if (!answeredNotFound(error)) throw error;
    const tags = metaTags(pageMetaFor(request, 'opportunity', { noindex: true }));
    return data({ tags, dehydratedState: null, found: false }, { status: 404 });
  }
  await saved;
  const i18n = serverI18nFor(request);
  const head = opportunityHead(opportunity, toLocale(i18n.language), (page) => i18n.t('metaTitle', { page }));
  const page = {
    tags: opportunityMeta(opportunity, head, new URL(request.url).origin),
    dehydratedState: dehydrate(queryClient),
    found: true,
  };
  return sharedPage(context, page, { until: closesInChangesAt(opportunity.deadline, new Date()) });
}

export const headers = sharedPageHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.tags ?? [];

/** /opportunities/:id: one opportunity in full. */
export default function OpportunityRoute({ params, loaderData }: Route.ComponentProps) {
  return loaderData.found ? <OpportunityPage id={params.id} /> : <OpportunityNotFound />;
}
