import { useTranslation } from 'react-i18next';
import { PageShell } from '../../components/PageShell';
import { prefetchQueries } from '../../features/api/prefetch.server';
import { ExhibitionEditorPage } from '../../features/exhibitions/ExhibitionEditorPage';
import { exhibitionsAccess } from '../../features/exhibitions/exhibitions-access';
import { exhibitionQuery } from '../../features/exhibitions/queries';
import { useSignedInUser } from '../../features/session/SignedIn';
import { signedInPage } from '../../features/session/signed-in.server';
import { InWorkspace } from '../../features/workspace/InWorkspace';
import { pageMetaFor } from '../../i18n/page-meta.server';
import { metaTags } from '../../lib/page-meta';
import type { Route } from './+types/exhibition-editor.route';

export { PageErrorBoundary as ErrorBoundary } from '../../components/PageErrorBoundary';

/** The id `new` opens an empty editor. */
export const NEW_EXHIBITION = 'new';

/** The exhibition being edited (or, for those who may only look, shown), unless it is a new one. */
export async function loader(args: Route.LoaderArgs) {
  const signedIn = await signedInPage(args);
  if (signedIn instanceof Response) return signedIn;
  const { user, workspace } = signedIn;
  const { exhibitionid } = args.params;
  const creating = exhibitionid === NEW_EXHIBITION;
  const readable = workspace !== null && exhibitionsAccess(user, workspace.role).canRead;
  return {
    meta: pageMetaFor(args.request, creating ? 'newExhibition' : 'editExhibition'),
    dehydratedState:
      readable && !creating
        ? await prefetchQueries(exhibitionQuery(args.context.api, workspace.gid, exhibitionid))
        : null,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

/** /exhibitions/new and /exhibitions/:exhibitionid: the exhibition editor. */
export default function ExhibitionEditorRoute({ params }: Route.ComponentProps) {
  const { t } = useTranslation('pages');
  const user = useSignedInUser();
  const creating = params.exhibitionid === NEW_EXHIBITION;
  return (
    <PageShell
      title={creating ? t('newExhibition.title') : t('editExhibition.title')}
      intro={creating ? t('newExhibition.intro') : t('editExhibition.intro')}
    >
      <InWorkspace>
        {(workspace) => (
          <ExhibitionEditorPage
            user={user}
            workspace={workspace}
            exhibitionid={creating ? null : params.exhibitionid}
          />
        )}
      </InWorkspace>
    </PageShell>
  );
}
