import { useTranslation } from 'react-i18next';
import { PageShell } from '../../components/PageShell';
import { prefetchFairQueries } from '../../features/fairs/fair-loaders.server';
import { FairPage } from '../../features/fairs/FairPage';
import { fairParticipantsQuery, fairQuery } from '../../features/fairs/queries';
import { useSignedInUser } from '../../features/session/SignedIn';
import { signedInPage } from '../../features/session/signed-in.server';
import { InWorkspace } from '../../features/workspace/InWorkspace';
import { pageMetaFor } from '../../i18n/page-meta.server';
import { metaTags } from '../../lib/page-meta';
import type { Route } from './+types/fair.route';

export { PageErrorBoundary as ErrorBoundary } from '../../components/PageErrorBoundary';

/** The id `new` opens an empty fair form. */
export const NEW_FAIR = 'new';

/** The fair and its applications, for the organiser side, unless it is a new one. */
export async function loader(args: Route.LoaderArgs) {
  const signedIn = await signedInPage(args);
  if (signedIn instanceof Response) return signedIn;
  const { fairId } = args.params;
  const { api } = args.context;
  const creating = fairId === NEW_FAIR;
  return {
    meta: pageMetaFor(args.request, creating ? 'newFair' : 'fair'),
    dehydratedState: creating
      ? null
      : await prefetchFairQueries(signedIn, {
          organiser: (gid) => [fairQuery(api, gid, fairId), fairParticipantsQuery(api, gid, fairId)],
        }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

/** /fairs/new and /fairs/:fairId: a new fair's form, or a fair's applications board, details and access. */
export default function FairRoute({ params }: Route.ComponentProps) {
  const { t } = useTranslation('pages');
  const user = useSignedInUser();
  const creating = params.fairId === NEW_FAIR;
  return (
    <PageShell
      title={creating ? t('newFair.title') : t('fair.title')}
      intro={creating ? t('newFair.intro') : t('fair.intro')}
      wide
    >
      <InWorkspace>
        {(workspace) => <FairPage user={user} workspace={workspace} fairId={creating ? null : params.fairId} />}
      </InWorkspace>
    </PageShell>
  );
}
