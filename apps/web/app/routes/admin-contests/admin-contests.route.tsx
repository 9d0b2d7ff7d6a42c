import { useTranslation } from 'react-i18next';
import { PageShell } from '../../components/PageShell';
import { prefetchQueries } from '../../features/api/prefetch.server';
import { AdminContestsPage, managesContests } from '../../features/contests/AdminContestsPage';
import { contestsQuery } from '../../features/contests/queries';
import { useSignedInUser } from '../../features/session/SignedIn';
import { signedInPage } from '../../features/session/signed-in.server';
import { pageMetaFor } from '../../i18n/page-meta.server';
import { metaTags } from '../../lib/page-meta';
import type { Route } from './+types/admin-contests.route';

export { PageErrorBoundary as ErrorBoundary } from '../../components/PageErrorBoundary';

/** Every contest, drafts too, for platform admins. */
export async function loader(args: Route.LoaderArgs) {
  const signedIn = await signedInPage(args);
  if (signedIn instanceof Response) return signedIn;
  return {
    meta: pageMetaFor(args.request, 'adminContests'),
    dehydratedState: managesContests(signedIn.user) ? await prefetchQueries(contestsQuery(args.context.api)) : null,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

/** /admin/contests: for platform admins. */
export default function AdminContestsRoute() {
  const { t } = useTranslation('pages');
  return (
    <PageShell title={t('adminContests.title')} intro={t('adminContests.intro')}>
      <AdminContestsPage user={useSignedInUser()} />
    </PageShell>
  );
}
