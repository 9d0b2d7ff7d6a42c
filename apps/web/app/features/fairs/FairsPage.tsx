import { Alert } from '@mantine/core';
import type { WorkspaceDto } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState';
import type { SessionUser } from '../session/SessionProvider';
import { ExhibitorFairs } from './ExhibitorFairs';
import { fairsAccess } from './fair-side';
import { OrganiserFairs } from './OrganiserFairs';

/** /fairs: the organiser's dashboard for a fair workspace, the exhibitor's side for a gallery or an artist. */
export function FairsPage({ user, workspace }: { user: SessionUser; workspace: WorkspaceDto }) {
  const { t } = useTranslation('fairs');
  const access = fairsAccess(user, workspace);
  if (access.side === null) {
    return <EmptyState title={t('side.noneTitle')} body={t('side.noneBody')} testId="fairs-not-for-workspace" />;
  }
  if (!access.canRead) {
    return (
      <Alert color="yellow" data-testid="fairs-no-access">
        {t('side.noAccess')}
      </Alert>
    );
  }
  return access.side === 'organiser' ? (
    <OrganiserFairs gid={workspace.gid} canWrite={access.canWrite} />
  ) : (
    <ExhibitorFairs gid={workspace.gid} canWrite={access.canWrite} />
  );
}
