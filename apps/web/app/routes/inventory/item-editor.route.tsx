import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageShell } from '../../components/PageShell';
import { ItemEditorPage } from '../../features/inventory/editor/ItemEditorPage';
import { SignedIn } from '../../features/session/SignedIn';
import { privatePageRedirect } from '../../features/session/session-routing';
import { InWorkspace } from '../../features/workspace/InWorkspace';
import { pageMetaFor } from '../../i18n/page-meta.server';
import { metaTags } from '../../lib/page-meta';
import type { Route } from './+types/item-editor.route';

export { PageErrorBoundary as ErrorBoundary } from '../../components/PageErrorBoundary';

/** The id `new` opens an empty editor. */
export const NEW_ITEM = 'new';

/** Signed-in only: anonymous visitors go to /login and come back afterwards. */
export function loader({ request, url, context, params }: Route.LoaderArgs) {
  const anonymous = privatePageRedirect(context.user, url);
  if (anonymous) return anonymous;
  return { meta: pageMetaFor(request, params.iid === NEW_ITEM ? 'newWork' : 'editWork') };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

/** /inventory/new and /inventory/:iid: the item editor (a new work, or a work and its record). */
export default function ItemEditorRoute({ params }: Route.ComponentProps) {
  const { t } = useTranslation('pages');
  const [search] = useSearchParams();
  const creating = params.iid === NEW_ITEM;
  return (
    <PageShell
      title={creating ? t('newWork.title') : t('editWork.title')}
      intro={creating ? t('newWork.intro') : t('editWork.intro')}
    >
      <SignedIn>
        {(user) => (
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
        )}
      </SignedIn>
    </PageShell>
  );
}
