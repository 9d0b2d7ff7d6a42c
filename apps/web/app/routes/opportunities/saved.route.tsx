import { useTranslation } from 'react-i18next';
import { PageShell } from '../../components/PageShell';
import { prefetchQueries } from '../../features/api/prefetch.server';
import { savedOpportunitiesQuery } from '../../features/opportunities/queries';
import { SavedOpportunitiesPage } from '../../features/opportunities/SavedOpportunitiesPage';
import { signedInPage } from '../../features/session/signed-in.server';
import { pageMetaFor } from '../../i18n/page-meta.server';
import { metaTags } from '../../lib/page-meta';
import type { Route } from './+types/saved.route';

export { PageErrorBoundary as ErrorBoundary } from '../../components/PageErrorBoundary';

/** Signed in: the person's saved opportunities. */
export async function loader(args: Route.LoaderArgs) {
  const signedIn = await signedInPage(args);
  if (signedIn instanceof Response) return signedIn;
  return {
    meta: pageMetaFor(args.request, 'savedOpportunities'),
    dehydratedState: await prefetchQueries(savedOpportunitiesQuery(args.context.api)),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

/** /opportunities/saved: what the person saved, with a reminder before each deadline. */
export default function SavedOpportunitiesRoute() {
  const { t } = useTranslation('pages');
  return (
    <PageShell title={t('savedOpportunities.title')} intro={t('savedOpportunities.intro')} wide>
      <SavedOpportunitiesPage />
    </PageShell>
  );
}
