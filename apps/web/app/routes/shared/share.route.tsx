import { SignedIn } from '../../features/session/SignedIn';
import { privatePageRedirect } from '../../features/session/session-routing';
import { ShareDetail } from '../../features/shares/ShareDetail';
import { pageMetaFor } from '../../i18n/page-meta.server';
import { metaTags } from '../../lib/page-meta';
import type { Route } from './+types/share.route';

export { PageErrorBoundary as ErrorBoundary } from '../../components/PageErrorBoundary';

/** Signed-in only: anonymous visitors (from a mail's link) sign in and come back here. */
export function loader({ request, url, context }: Route.LoaderArgs) {
  const anonymous = privatePageRedirect(context.user, url);
  if (anonymous) return anonymous;
  return { meta: pageMetaFor(request, 'share') };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

/** /shared/:sid: one offer, the page the hold, purchase and waitlist mails link to. */
export default function ShareRoute({ params }: Route.ComponentProps) {
  return <SignedIn>{(user) => <ShareDetail key={params.sid} uid={user.uid} sid={params.sid} />}</SignedIn>;
}
