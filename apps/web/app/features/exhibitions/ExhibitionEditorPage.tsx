import { Alert, Skeleton, Stack } from '@mantine/core';
import { PermissionLevel, type WorkspaceDto } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState';
import { hasStatus } from '../api/api-errors';
import { QueryErrorAlert } from '../api/QueryErrorAlert';
import type { SessionUser } from '../session/SessionProvider';
import { ExhibitionEditor } from './ExhibitionEditor';
import { exhibitionsAccess } from './exhibitions-access';
import { ExhibitionPreview } from './PreviewModal';
import { useExhibitionQuery } from './queries';

/** The editor of a new exhibition (`exhibitionid` null) or of a saved one, for people who may write. */
export function ExhibitionEditorPage({
  user,
  workspace,
  exhibitionid,
}: {
  user: SessionUser;
  workspace: WorkspaceDto;
  exhibitionid: string | null;
}) {
  const { t } = useTranslation('exhibitions');
  const access = exhibitionsAccess(user, workspace.role);
  if (exhibitionid && access.canRead && !access.canWrite) {
    return <SavedExhibitionEditor gid={workspace.gid} exhibitionid={exhibitionid} canManage={false} />;
  }
  if (!access.canWrite) {
    return (
      <Alert color="yellow" data-testid="exhibitions-no-access">
        {access.canRead ? t('list.readOnly') : t('list.noAccess')}
      </Alert>
    );
  }
  if (!exhibitionid) return <ExhibitionEditor gid={workspace.gid} exhibition={null} canManage={access.canManage} />;
  return <SavedExhibitionEditor gid={workspace.gid} exhibitionid={exhibitionid} canManage={access.canManage} />;
}

function SavedExhibitionEditor({
  gid,
  exhibitionid,
  canManage,
}: {
  gid: string;
  exhibitionid: string;
  canManage: boolean;
}) {
  const { t } = useTranslation('exhibitions');
  const exhibition = useExhibitionQuery(gid, exhibitionid);
  if (exhibition.isPending) return <Skeleton height={480} data-testid="exhibition-loading" />;
  if (exhibition.isError) {
    return hasStatus(exhibition.error, 404) ? (
      <EmptyState
        title={t('editor.notFoundTitle')}
        body={t('editor.notFoundBody')}
        testId="exhibition-not-found"
        link={{ to: '/exhibitions', label: t('list.all'), testId: 'exhibition-back' }}
      />
    ) : (
      <QueryErrorAlert error={exhibition.error} onRetry={() => void exhibition.refetch()} />
    );
  }
  // Those who may only look (a workspace granted read, a member the exhibition is closed to for changes) see it as visitors will.
  if (exhibition.data.access < PermissionLevel.write) {
    return (
      <Stack gap="md" data-testid="exhibition-read-only">
        {exhibition.data.shared && (
          <Alert color="grape">{t('editor.sharedNotice', { name: exhibition.data.galleryName })}</Alert>
        )}
        <ExhibitionPreview exhibition={exhibition.data} />
      </Stack>
    );
  }
  // Keyed by the last change, so a save (which puts the answer in the cache) starts the editor afresh.
  return (
    <ExhibitionEditor key={exhibition.data.updatedAt} gid={gid} exhibition={exhibition.data} canManage={canManage} />
  );
}
