import { useTranslation } from 'react-i18next';
import { PageShell } from '../../components/PageShell';
import { SignedIn } from '../../features/session/SignedIn';
import { privatePageRedirect } from '../../features/session/session-routing';
import { SharedWithMeList } from '../../features/shares/SharedWithMeList';
import { pageMetaFor } from '../../i18n/page-meta.server';
import { metaTags } from '../../lib/page-meta';
import type { Route } from './+types/shared.route';

export { PageErrorBoundary as ErrorBoundary } from '../../components/PageErrorBoundary';

/** Signed-in only: anonymous visitors go to /login and come back afterwards. */
export function loader({ request, url, context }: Route.LoaderArgs) {
  const anonymous = privatePageRedirect(context.user, url);
  if (anonymous) return anonymous;
  return { meta: pageMetaFor(request, 'shared') };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

/** /shared: "Shared with me", the offers collectors hold, buy and queue for. */
export default function SharedRoute() {
  const { t } = useTranslation('pages');
  return (
    <PageShell title={t('shared.title')} intro={t('shared.intro')} wide>
      <SignedIn>{(user) => <SharedWithMeList uid={user.uid} />}</SignedIn>
    </PageShell>
  );
}
