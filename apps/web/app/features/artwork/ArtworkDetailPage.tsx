import { Anchor, Button, Group, Stack, Title } from '@mantine/core';
import { isAvailable, type ArtworkDto } from '@vernissage/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { toast } from '../../lib/toast';
import { hasStatus } from '../api/api-errors';
import { QueryErrorAlert } from '../api/QueryErrorAlert';
import { useErrorMessage } from '../api/use-error-message';
import { LazyDocumentModal } from '../documents/LazyDocumentModal';
import { inventoryAccess } from '../inventory/inventory-access';
import type { SessionUser } from '../session/SessionProvider';
import { MySharesList } from '../shares/MySharesList';
import { LazyShareDialog } from '../shares/LazyShareDialog';
import { useWorkspaces } from '../workspace/WorkspaceProvider';
import { ArtworkHeading } from './ArtworkHeading';
import { DetailLayout, DetailSkeleton } from './DetailLayout';
import { ManualStateMenu } from './ManualStateMenu';
import { useArtworkDetailQuery, useSetArtworkStateMutation } from './queries';

/**
 * A work's page: pictures, details and state for anyone who may see it; for its workspace's
 * members with write access also sharing, the state by hand, editing (given the record's `iid`)
 * and the offers made of it.
 */
export function ArtworkDetailPage({ user, aid, iid }: { user: SessionUser; aid: string; iid: string | null }) {
  const { t } = useTranslation('artwork');
  const detail = useArtworkDetailQuery(aid);
  const { workspaces } = useWorkspaces();
  if (detail.isPending) return <DetailSkeleton />;
  if (detail.isError) {
    return hasStatus(detail.error, 404) ? (
      <EmptyState title={t('detail.notFoundTitle')} body={t('detail.notFoundBody')} testId="artwork-not-found" />
    ) : (
      <QueryErrorAlert error={detail.error} onRetry={() => void detail.refetch()} />
    );
  }
  const role = workspaces.find((workspace) => workspace.gid === detail.data.gid)?.role ?? null;
  const access = inventoryAccess(user, role);
  return (
    <Stack gap="xl">
      <DetailLayout
        artwork={detail.data}
        testId="artwork-detail"
        aside={<DetailAside artwork={detail.data} iid={iid} canRead={access.canRead} canWrite={access.canWrite} />}
      />
      {access.canRead && (
        <Stack gap="sm">
          <Title order={2} size="h3">
            {t('detail.offers')}
          </Title>
          <MySharesList gid={detail.data.gid} aid={aid} canWrite={access.canWrite} />
        </Stack>
      )}
    </Stack>
  );
}

function DetailAside({
  artwork,
  iid,
  canRead,
  canWrite,
}: {
  artwork: ArtworkDto;
  iid: string | null;
  canRead: boolean;
  canWrite: boolean;
}) {
  const { t } = useTranslation('artwork');
  const { t: tCommon } = useTranslation('common');
  const [printing, setPrinting] = useState(false);
  const errorMessage = useErrorMessage();
  const setState = useSetArtworkStateMutation();
  const [sharing, setSharing] = useState<ArtworkDto | null>(null);
  const pick = (state: number) =>
    setState.mutate(
      { aid: artwork.aid, state },
      {
        onSuccess: () => toast.success({ message: t('detail.stateSet') }),
        onError: (error) =>
          toast.error({ message: hasStatus(error, 409) ? t('detail.stateCommitted') : errorMessage(error) }),
      },
    );
  return (
    <Stack gap="md">
      <ArtworkHeading artwork={artwork} />
      {canWrite && (
        <Group gap="xs">
          {isAvailable(artwork.state) && (
            <Button size="xs" onClick={() => setSharing(artwork)} data-testid="detail-share">
              {t('detail.share')}
            </Button>
          )}
          {iid && (
            <Button size="xs" variant="default" component={Link} to={`/inventory/${iid}`} data-testid="detail-edit">
              {t('detail.edit')}
            </Button>
          )}
          <ManualStateMenu
            label={t('detail.setState')}
            testId="detail-state"
            disabled={setState.isPending}
            onPick={pick}
          />
        </Group>
      )}
      {canRead && (
        <Group gap="xs">
          <Button size="xs" variant="default" onClick={() => setPrinting(true)} data-testid="detail-info-sheet">
            {tCommon('documents.infoSheet')}
          </Button>
        </Group>
      )}
      <LazyDocumentModal
        opened={printing}
        onClose={() => setPrinting(false)}
        gid={artwork.gid}
        source={{ kind: 'infoSheet', aid: artwork.aid }}
      />
      <Anchor component={Link} to="/inventory" size="sm">
        {t('detail.backToInventory')}
      </Anchor>
      <LazyShareDialog artwork={sharing} onClose={() => setSharing(null)} />
    </Stack>
  );
}
