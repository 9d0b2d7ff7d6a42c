import { useTranslation } from 'react-i18next';
import { PageShell } from '../../components/PageShell';
import { prefetchQueries } from '../../features/api/prefetch.server';
import { JuryRoundsPage } from '../../features/contests/JuryRoundsPage';
import { juryRoundsQuery } from '../../features/contests/queries';
import { useSignedInUser } from '../../features/session/SignedIn';
import { signedInPage } from '../../features/session/signed-in.server';
import { pageMetaFor } from '../../i18n/page-meta.server';
import { metaTags } from '../../lib/page-meta';
import type { Route } from './+types/jury.route';

export { PageErrorBoundary as ErrorBoundary } from '../../components/PageErrorBoundary';

/** The rounds the signed-in person judges. */
export async function loader(args: Route.LoaderArgs) {
  const signedIn = await signedInPage(args);
  if (signedIn instanceof Response) return signedIn;
  return {
    meta: pageMetaFor(args.request, 'contestJury'),
    dehydratedState: await prefetchQueries(juryRoundsQuery(args.context.api)),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

/** /contests/jury: the juror's rounds. */
export default function JuryRoute() {
  const { t } = useTranslation('pages');
  return (
    <PageShell title={t('contestJury.title')} intro={t('contestJury.intro')}>
      <JuryRoundsPage user={useSignedInUser()} />
    </PageShell>
  );
}
