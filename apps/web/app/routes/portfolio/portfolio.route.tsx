import { useTranslation } from 'react-i18next';
import { PageShell } from '../../components/PageShell';
import { PortfolioGrid } from '../../features/artwork/PortfolioGrid';
import { SignedIn } from '../../features/session/SignedIn';
import { privatePageRedirect } from '../../features/session/session-routing';
import { pageMetaFor } from '../../i18n/page-meta.server';
import { metaTags } from '../../lib/page-meta';
import type { Route } from './+types/portfolio.route';

export { PageErrorBoundary as ErrorBoundary } from '../../components/PageErrorBoundary';

/** Signed-in only: anonymous visitors go to /login and come back afterwards. */
export function loader({ request, url, context }: Route.LoaderArgs) {
  const anonymous = privatePageRedirect(context.user, url);
  if (anonymous) return anonymous;
  return { meta: pageMetaFor(request, 'portfolio') };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

/** /portfolio: the works the person added, in every workspace. */
export default function PortfolioRoute() {
  const { t } = useTranslation('pages');
  return (
    <PageShell title={t('portfolio.title')} intro={t('portfolio.intro')} wide>
      <SignedIn>{(user) => <PortfolioGrid uid={user.uid} />}</SignedIn>
    </PageShell>
  );
}
