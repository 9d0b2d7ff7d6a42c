import { useTranslation } from 'react-i18next';
import { PageShell } from '../../components/PageShell';
import { SignedIn } from '../../features/session/SignedIn';
import { privatePageRedirect } from '../../features/session/session-routing';
import { MembersPanel } from '../../features/workspace/MembersPanel';
import { pageMetaFor } from '../../i18n/page-meta.server';
import { metaTags } from '../../lib/page-meta';
import type { Route } from './+types/members.route';

export { PageErrorBoundary as ErrorBoundary } from '../../components/PageErrorBoundary';

/** Signed-in only: anonymous visitors go to /login and come back afterwards. */
export function loader({ request, url, context }: Route.LoaderArgs) {
  const anonymous = privatePageRedirect(context.user, url);
  if (anonymous) return anonymous;
  return { meta: pageMetaFor(request, 'members') };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

/** /members: the active workspace's members, invitations and the way to invite more. */
export default function MembersRoute() {
  const { t } = useTranslation('pages');
  return (
    <PageShell title={t('members.title')} intro={t('members.intro')}>
      <SignedIn>{(user) => <MembersPanel uid={user.uid} />}</SignedIn>
    </PageShell>
  );
}
