import { Stack } from '@mantine/core';
import { canManageWorkspace } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { PageShell } from '../../components/PageShell';
import { prefetchQueries } from '../../features/api/prefetch.server';
import { ApiTokensSection } from '../../features/api-tokens/ApiTokensSection';
import { apiTokensQuery } from '../../features/api-tokens/queries';
import { webhookEndpointsQuery } from '../../features/webhooks/queries';
import { WebhooksSection } from '../../features/webhooks/WebhooksSection';
import { GallerySettingsPanel } from '../../features/gallery/GallerySettingsForm';
import { gallerySettingQuery } from '../../features/gallery/queries';
import { signedInPage } from '../../features/session/signed-in.server';
import { InWorkspace } from '../../features/workspace/InWorkspace';
import { pageMetaFor } from '../../i18n/page-meta.server';
import { metaTags } from '../../lib/page-meta';
import type { Route } from './+types/gallery-settings.route';

export { PageErrorBoundary as ErrorBoundary } from '../../components/PageErrorBoundary';

/** The active workspace's gallery settings. */
export async function loader(args: Route.LoaderArgs) {
  const signedIn = await signedInPage(args);
  if (signedIn instanceof Response) return signedIn;
  const { workspace } = signedIn;
  return {
    meta: pageMetaFor(args.request, 'gallerySettings'),
    dehydratedState: workspace
      ? await prefetchQueries(
          gallerySettingQuery(args.context.api, workspace.gid),
          // Only owners and admins see the workspace's API tokens and webhooks.
          ...(canManageWorkspace(workspace.role)
            ? [apiTokensQuery(args.context.api, workspace.gid), webhookEndpointsQuery(args.context.api, workspace.gid)]
            : []),
        )
      : null,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

/** /gallery/settings: the workspace's name, logo, contacts, about text and hold days; its API tokens for owners and admins. */
export default function GallerySettingsRoute() {
  const { t } = useTranslation('pages');
  return (
    <PageShell title={t('gallerySettings.title')} intro={t('gallerySettings.intro')}>
      <InWorkspace>
        {(workspace) => (
          <Stack gap="xl" maw={860}>
            <GallerySettingsPanel workspace={workspace} />
            {canManageWorkspace(workspace.role) && <ApiTokensSection key={workspace.gid} gid={workspace.gid} />}
            {canManageWorkspace(workspace.role) && <WebhooksSection key={workspace.gid} gid={workspace.gid} />}
          </Stack>
        )}
      </InWorkspace>
    </PageShell>
  );
}
