import { useTranslation } from 'react-i18next';
import { PageShell } from '../../components/PageShell';
import { prefetchQueries } from '../../features/api/prefetch.server';
import { PORTFOLIO_PAGE_SIZE, PortfolioGrid } from '../../features/artwork/PortfolioGrid';
import { myArtworksQuery } from '../../features/artwork/queries';
import { signedInPage } from '../../features/session/signed-in.server';
import { pageMetaFor } from '../../i18n/page-meta.server';
import { pageParamOf } from '../../lib/list-params';
import { metaTags } from '../../lib/page-meta';
import type { Route } from './+types/portfolio.route';

export { PageErrorBoundary as ErrorBoundary } from '../../components/PageErrorBoundary';

/** The page of the person's works the address asks for. */
export async function loader(args: Route.LoaderArgs) {
  const signedIn = await signedInPage(args);
  if (signedIn instanceof Response) return signedIn;
  return {
    meta: pageMetaFor(args.request, 'portfolio'),
    dehydratedState: await prefetchQueries(
      myArtworksQuery(args.context.api, pageParamOf(args.url.searchParams), PORTFOLIO_PAGE_SIZE),
    ),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

/** /portfolio: the works the person added, in every workspace. */
export default function PortfolioRoute() {
  const { t } = useTranslation('pages');
  return (
    <PageShell title={t('portfolio.title')} intro={t('portfolio.intro')} wide>
      <PortfolioGrid />
    </PageShell>
  );
}
