import { prefetchQueries } from '../../features/api/prefetch.server';
import { signedInPage } from '../../features/session/signed-in.server';
import { shareQuery } from '../../features/shares/queries';
import { ShareDetail } from '../../features/shares/ShareDetail';
import { pageMetaFor } from '../../i18n/page-meta.server';
import { metaTags } from '../../lib/page-meta';
import type { Route } from './+types/share.route';

export { PageErrorBoundary as ErrorBoundary } from '../../components/PageErrorBoundary';

/** The offer; visitors (from a mail's link) sign in first and come back here. */
export async function loader(args: Route.LoaderArgs) {
  const signedIn = await signedInPage(args);
  if (signedIn instanceof Response) return signedIn;
  return {
    meta: pageMetaFor(args.request, 'share'),
    dehydratedState: await prefetchQueries(shareQuery(args.context.api, args.params.sid)),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

/** /shared/:sid: one offer, the page the hold, purchase and waitlist mails link to. */
export default function ShareRoute({ params }: Route.ComponentProps) {
  return <ShareDetail key={params.sid} sid={params.sid} />;
}
