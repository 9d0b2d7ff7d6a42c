import { useTranslation } from 'react-i18next';
import { PageShell } from '../../components/PageShell';
import { prefetchQueries } from '../../features/api/prefetch.server';
import { signedInPage } from '../../features/session/signed-in.server';
import { sharedWithMeQuery } from '../../features/shares/queries';
import { SharedWithMeList } from '../../features/shares/SharedWithMeList';
import { pageMetaFor } from '../../i18n/page-meta.server';
import { metaTags } from '../../lib/page-meta';
import type { Route } from './+types/shared.route';

export { PageErrorBoundary as ErrorBoundary } from '../../components/PageErrorBoundary';

/** The offers made to the person. */
export async function loader(args: Route.LoaderArgs) {
  const signedIn = await signedInPage(args);
  if (signedIn instanceof Response) return signedIn;
  return {
    meta: pageMetaFor(args.request, 'shared'),
    dehydratedState: await prefetchQueries(sharedWithMeQuery(args.context.api, signedIn.user.uid)),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

/** /shared: "Shared with me", the offers collectors hold, buy and queue for. */
export default function SharedRoute() {
  const { t } = useTranslation('pages');
  return (
    <PageShell title={t('shared.title')} intro={t('shared.intro')} wide>
      <SharedWithMeList />
    </PageShell>
  );
}
