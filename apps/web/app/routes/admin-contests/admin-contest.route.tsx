import { useTranslation } from 'react-i18next';
import { PageShell } from '../../components/PageShell';
import { prefetchQueries } from '../../features/api/prefetch.server';
import { AdminContestPage, managesContests } from '../../features/contests/AdminContestsPage';
import { contestQuery } from '../../features/contests/queries';
import { useSignedInUser } from '../../features/session/SignedIn';
import { signedInPage } from '../../features/session/signed-in.server';
import { pageMetaFor } from '../../i18n/page-meta.server';
import { metaTags } from '../../lib/page-meta';
import type { Route } from './+types/admin-contest.route';

export { PageErrorBoundary as ErrorBoundary } from '../../components/PageErrorBoundary';

/** The id `new` opens an empty editor. */
const NEW_CONTEST = 'new';

/** The contest being edited, with its rounds, unless it is a new one. */
export async function loader(args: Route.LoaderArgs) {
  const signedIn = await signedInPage(args);
  if (signedIn instanceof Response) return signedIn;
  const creating = args.params.id === NEW_CONTEST;
  return {
    meta: pageMetaFor(args.request, creating ? 'newContest' : 'editContest'),
    dehydratedState:
      managesContests(signedIn.user) && !creating
        ? await prefetchQueries(contestQuery(args.context.api, args.params.id))
        : null,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

/** /admin/contests/new and /admin/contests/:id: the contest editor, its jury rounds and results. */
export default function AdminContestRoute({ params }: Route.ComponentProps) {
  const { t } = useTranslation('pages');
  const creating = params.id === NEW_CONTEST;
  return (
    <PageShell
      title={creating ? t('newContest.title') : t('editContest.title')}
      intro={creating ? t('newContest.intro') : t('editContest.intro')}
    >
      <AdminContestPage user={useSignedInUser()} id={creating ? null : params.id} />
    </PageShell>
  );
}
