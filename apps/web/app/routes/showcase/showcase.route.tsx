import { Container } from '@mantine/core';
import { PlaceholderPage } from '../../components/PlaceholderPage';
import { VisitorMessageForm } from '../../features/visitors/VisitorMessageForm';
import { pageMetaFor } from '../../i18n/page-meta.server';
import { metaTags } from '../../lib/page-meta';
import type { Route } from './+types/showcase.route';

export { PageErrorBoundary as ErrorBoundary } from '../../components/PageErrorBoundary';

/** The longest id the page passes on to the form (the contract checks it again). */
const ID_MAX = 100;

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const idParam = (name: string) => {
    const value = url.searchParams.get(name)?.trim();
    return value && value.length <= ID_MAX ? value : null;
  };
  return {
    meta: pageMetaFor(request, 'showcase', { noindex: true }),
    // Until the showcase pages exist, `?gid=` (and `&aid=`) shows a gallery's message form here.
    contact: { gid: idParam('gid'), aid: idParam('aid'), path: url.pathname },
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

export default function ShowcaseRoute({ loaderData }: Route.ComponentProps) {
  const { gid, aid, path } = loaderData.contact;
  return (
    <>
      <PlaceholderPage page="showcase" />
      {gid && (
        <Container size="sm" py="lg">
          <VisitorMessageForm gid={gid} source={{ kind: 'showcase', path }} {...(aid && { aid })} />
        </Container>
      )}
    </>
  );
}
