import { useTranslation } from 'react-i18next';
import { PageShell } from '../../components/PageShell';
import { GallerySettingsPanel } from '../../features/gallery/GallerySettingsForm';
import { SignedIn } from '../../features/session/SignedIn';
import { privatePageRedirect } from '../../features/session/session-routing';
import { InWorkspace } from '../../features/workspace/InWorkspace';
import { pageMetaFor } from '../../i18n/page-meta.server';
import { metaTags } from '../../lib/page-meta';
import type { Route } from './+types/gallery-settings.route';

export { PageErrorBoundary as ErrorBoundary } from '../../components/PageErrorBoundary';

/** Signed-in only: anonymous visitors go to /login and come back afterwards. */
export function loader({ request, url, context }: Route.LoaderArgs) {
  const anonymous = privatePageRedirect(context.user, url);
  if (anonymous) return anonymous;
  return { meta: pageMetaFor(request, 'gallerySettings') };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

/** /gallery/settings: the workspace's name, logo, contacts, about text and hold days. */
export default function GallerySettingsRoute() {
  const { t } = useTranslation('pages');
  return (
    <PageShell title={t('gallerySettings.title')} intro={t('gallerySettings.intro')}>
      <SignedIn>
        {(user) => (
          <InWorkspace>{(workspace) => <GallerySettingsPanel uid={user.uid} workspace={workspace} />}</InWorkspace>
        )}
      </SignedIn>
    </PageShell>
  );
}
