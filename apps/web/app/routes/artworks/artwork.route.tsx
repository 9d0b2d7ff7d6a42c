import { useSearchParams } from 'react-router';
import { ArtworkDetailPage } from '../../features/artwork/ArtworkDetailPage';
import { SignedIn } from '../../features/session/SignedIn';
import { privatePageRedirect } from '../../features/session/session-routing';
import { pageMetaFor } from '../../i18n/page-meta.server';
import { metaTags } from '../../lib/page-meta';
import type { Route } from './+types/artwork.route';

export { PageErrorBoundary as ErrorBoundary } from '../../components/PageErrorBoundary';

/** Signed-in only: anonymous visitors go to /login and come back afterwards. */
export function loader({ request, url, context }: Route.LoaderArgs) {
  const anonymous = privatePageRedirect(context.user, url);
  if (anonymous) return anonymous;
  return { meta: pageMetaFor(request, 'artwork') };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

/** /artworks/:aid: one work (`?iid=` names its inventory record, for editing). */
export default function ArtworkRoute({ params }: Route.ComponentProps) {
  const [search] = useSearchParams();
  return (
    <SignedIn>
      {(user) => <ArtworkDetailPage key={params.aid} user={user} aid={params.aid} iid={search.get('iid')} />}
    </SignedIn>
  );
}
