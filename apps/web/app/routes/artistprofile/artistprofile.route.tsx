import { useTranslation } from 'react-i18next';
import { PageShell } from '../../components/PageShell';
import { ArtistsPanel } from '../../features/artists/ArtistsPanel';
import { SignedIn } from '../../features/session/SignedIn';
import { privatePageRedirect } from '../../features/session/session-routing';
import { InWorkspace } from '../../features/workspace/InWorkspace';
import { pageMetaFor } from '../../i18n/page-meta.server';
import { metaTags } from '../../lib/page-meta';
import type { Route } from './+types/artistprofile.route';

export { PageErrorBoundary as ErrorBoundary } from '../../components/PageErrorBoundary';

/** Signed-in only: anonymous visitors go to /login and come back afterwards. */
export function loader({ request, url, context }: Route.LoaderArgs) {
  const anonymous = privatePageRedirect(context.user, url);
  if (anonymous) return anonymous;
  return { meta: pageMetaFor(request, 'artistprofile') };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

/** /artistprofile: the workspace's artist profile, or a gallery's artists. */
export default function ArtistProfileRoute() {
  const { t } = useTranslation('pages');
  return (
    <PageShell title={t('artistprofile.title')} intro={t('artistprofile.intro')}>
      <SignedIn>
        {(user) => <InWorkspace>{(workspace) => <ArtistsPanel user={user} workspace={workspace} />}</InWorkspace>}
      </SignedIn>
    </PageShell>
  );
}
