import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageShell } from '../../components/PageShell';
import { prefetchQueries } from '../../features/api/prefetch.server';
import { artistsQuery } from '../../features/artists/queries';
import { ItemEditorPage } from '../../features/inventory/editor/ItemEditorPage';
import { inventoryAccess } from '../../features/inventory/inventory-access';
import { foldersQuery, inventoryItemQuery } from '../../features/inventory/queries';
import { useSignedInUser } from '../../features/session/SignedIn';
import { signedInPage } from '../../features/session/signed-in.server';
import { InWorkspace } from '../../features/workspace/InWorkspace';
import { pageMetaFor } from '../../i18n/page-meta.server';
import { metaTags } from '../../lib/page-meta';
import type { Route } from './+types/item-editor.route';

export { PageErrorBoundary as ErrorBoundary } from '../../components/PageErrorBoundary';

/** The id `new` opens an empty editor. */
export const NEW_ITEM = 'new';

/** The record being edited (unless it is a new one), and the workspace's artists and folders to pick from. */
export async function loader(args: Route.LoaderArgs) {
  const signedIn = await signedInPage(args);
  if (signedIn instanceof Response) return signedIn;
  const { user, workspace } = signedIn;
  const { api } = args.context;
  const { iid } = args.params;
  const writable = workspace !== null && inventoryAccess(user, workspace.role).canWrite;
  return {
    meta: pageMetaFor(args.request, iid === NEW_ITEM ? 'newWork' : 'editWork'),
    dehydratedState: writable
      ? await prefetchQueries(
          ...(iid === NEW_ITEM ? [] : [inventoryItemQuery(api, workspace.gid, iid)]),
          artistsQuery(api, workspace.gid),
          foldersQuery(api, workspace.gid),
        )
      : null,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

/** /inventory/new and /inventory/:iid: the item editor (a new work, or a work and its record). */
export default function ItemEditorRoute({ params }: Route.ComponentProps) {
  const { t } = useTranslation('pages');
  const user = useSignedInUser();
  const [search] = useSearchParams();
  const creating = params.iid === NEW_ITEM;
  return (
    <PageShell
      title={creating ? t('newWork.title') : t('editWork.title')}
      intro={creating ? t('newWork.intro') : t('editWork.intro')}
    >
      <InWorkspace>
        {(workspace) => (
          <ItemEditorPage
            user={user}
            workspace={workspace}
            iid={creating ? null : params.iid}
            initialFid={search.get('fid')}
          />
        )}
      </InWorkspace>
    </PageShell>
  );
}
