import { Skeleton, Stack } from '@mantine/core';
import type { WorkspaceDto } from '@vernissage/shared';
import { QueryErrorAlert } from '../api/QueryErrorAlert';
import { PlanGate } from '../billing/PlanGate';
import { OwnHostSection } from './OwnHostSection';
import { SeoSection } from './SeoSection';
import { SiteDomainForm } from './SiteDomainForm';
import { SiteSettingsSection } from './SiteSettingsForm';
import { SiteStatusSection } from './SiteStatusSection';
import { SiteWorksSection } from './SiteWorksSection';
import { useSiteDomainQuery } from './queries';

/**
 * /websetting: before the workspace has a site, the form that makes one; then its live switch and
 * preview, address and toggles, works, design and content, own domain, and how search engines see it.
 */
export function WebsitePage({ workspace }: { workspace: WorkspaceDto }) {
  const { gid } = workspace;
  const domain = useSiteDomainQuery(gid);
  return (
    <Stack gap="lg" maw={960}>
      <PlanGate area="website" />
      <WebsiteSections gid={gid} domain={domain} />
    </Stack>
  );
}

function WebsiteSections({ gid, domain }: { gid: string; domain: ReturnType<typeof useSiteDomainQuery> }) {
  if (domain.isPending) return <Skeleton height={320} data-testid="website-loading" />;
  if (domain.isError) return <QueryErrorAlert error={domain.error} onRetry={() => void domain.refetch()} />;
  if (!domain.data) return <SiteDomainForm gid={gid} domain={null} />;
  return (
    <>
      <SiteStatusSection gid={gid} domain={domain.data} />
      <SiteDomainForm key={domain.data.updatedAt} gid={gid} domain={domain.data} />
      <SiteWorksSection gid={gid} />
      <SiteSettingsSection gid={gid} />
      <OwnHostSection key={domain.data.host?.name ?? 'none'} gid={gid} domain={domain.data} />
      <SeoSection gid={gid} />
    </>
  );
}
