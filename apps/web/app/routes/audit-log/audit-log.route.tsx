import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageShell } from '../../components/PageShell';
import { prefetchQueries } from '../../features/api/prefetch.server';
import { AuditLog } from '../../features/audit/AuditLog';
import { auditFilterOf, auditLogQuery } from '../../features/audit/queries';
import { signedInPage } from '../../features/session/signed-in.server';
import { InWorkspace } from '../../features/workspace/InWorkspace';
import { pageMetaFor } from '../../i18n/page-meta.server';
import { metaTags } from '../../lib/page-meta';
import type { Route } from './+types/audit-log.route';

export { PageErrorBoundary as ErrorBoundary } from '../../components/PageErrorBoundary';

/** The page of the log the address asks for, read on the server for owners. */
export async function loader(args: Route.LoaderArgs) {
  const signedIn = await signedInPage(args);
  if (signedIn instanceof Response) return signedIn;
  const { workspace } = signedIn;
  const filter = auditFilterOf(new URL(args.request.url).searchParams);
  return {
    meta: pageMetaFor(args.request, 'auditLog'),
    dehydratedState:
      workspace?.role === 'owner'
        ? await prefetchQueries(auditLogQuery(args.context.api, workspace.gid, filter))
        : null,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

/** /gallery/audit: who changed what and when in the active workspace; its owners only. */
export default function AuditLogRoute() {
  const { t } = useTranslation('pages');
  const { t: tw } = useTranslation('workspace');
  return (
    <PageShell title={t('auditLog.title')} intro={t('auditLog.intro')}>
      <InWorkspace>
        {(workspace) =>
          workspace.role === 'owner' ? (
            <AuditLog gid={workspace.gid} />
          ) : (
            <Alert color="gray" data-testid="audit-owners-only">
              {tw('audit.ownersOnly')}
            </Alert>
          )
        }
      </InWorkspace>
    </PageShell>
  );
}
