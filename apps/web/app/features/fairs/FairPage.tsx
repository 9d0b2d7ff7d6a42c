import { Alert, Badge, Button, Group, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { canManageWorkspace, type FairDto, type WorkspaceDto } from '@vernissage/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { EmptyState } from '../../components/EmptyState';
import { toast } from '../../lib/toast';
import { hasStatus } from '../api/api-errors';
import { QueryErrorAlert } from '../api/QueryErrorAlert';
import { useErrorMessage } from '../api/use-error-message';
import { StatusBadge } from '../exhibitions/StatusBadge';
import type { SessionUser } from '../session/SessionProvider';
import { ApplicationsBoard } from './ApplicationsBoard';
import { FairAccessSection } from './FairAccessSection';
import { FairEditor } from './FairEditor';
import { FairFacts } from './FairFacts';
import { fairsAccess } from './fair-side';
import { publicFairPath } from './fair-slug';
import { useDeleteFairMutation, useFairQuery } from './queries';
import { nameOf, useOtherText, useTextIn } from '../i18n-content/text-in';

const TABS = ['applications', 'details', 'access'] as const;
type Tab = (typeof TABS)[number];

/** The tab the address asks for (`?tab=details`), the applications board by default. */
export function fairTabFrom(params: URLSearchParams): Tab {
  const tab = params.get('tab');
  return (TABS as readonly (string | null)[]).includes(tab) ? (tab as Tab) : 'applications';
}

/** /fairs/new and /fairs/:fairId for the organiser side: a new fair's form, or a fair's board, details and access. */
export function FairPage({
  user,
  workspace,
  fairId,
}: {
  user: SessionUser;
  workspace: WorkspaceDto;
  fairId: string | null;
}) {
  const { t } = useTranslation('fairs');
  const access = fairsAccess(user, workspace);
  if (access.side !== 'organiser' || !access.canRead) {
    return (
      <Alert color="yellow" data-testid="fair-organisers-only">
        {t('fair.organisersOnly')}
      </Alert>
    );
  }
  if (!fairId) return <FairEditor gid={workspace.gid} fair={null} canWrite={access.canWrite} />;
  return <SavedFair workspace={workspace} fairId={fairId} canWrite={access.canWrite} />;
}

function SavedFair({ workspace, fairId, canWrite }: { workspace: WorkspaceDto; fairId: string; canWrite: boolean }) {
  const { t } = useTranslation('fairs');
  const fair = useFairQuery(workspace.gid, fairId);
  const [params, setParams] = useSearchParams();
  if (fair.isPending) return <Skeleton height={420} data-testid="fair-loading" />;
  if (fair.isError || !['owner', 'organiser'].includes(fair.data.role)) {
    return fair.isError && !hasStatus(fair.error, 404) ? (
      <QueryErrorAlert error={fair.error} onRetry={() => void fair.refetch()} />
    ) : (
      <EmptyState
        title={t('fair.notFoundTitle')}
        body={t('fair.notFoundBody')}
        testId="fair-not-found"
        link={{ to: '/fairs', label: t('fair.back'), testId: 'fair-back' }}
      />
    );
  }
  const owner = fair.data.role === 'owner';
  const tab = fairTabFrom(params);
  return (
    <Stack gap="lg" data-testid="fair-page" data-fairid={fairId}>
      <FairHeading gid={workspace.gid} fair={fair.data} canDelete={owner && canManageWorkspace(workspace.role)} />
      <Tabs
        value={tab}
        onChange={(value) => setParams(value === 'applications' ? {} : { tab: value ?? '' }, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="applications" data-testid="fair-tab-applications">
            {t('fair.tabs.applications')}
          </Tabs.Tab>
          <Tabs.Tab value="details" data-testid="fair-tab-details">
            {t('fair.tabs.details')}
          </Tabs.Tab>
          {owner && (
            <Tabs.Tab value="access" data-testid="fair-tab-access">
              {t('fair.tabs.access')}
            </Tabs.Tab>
          )}
        </Tabs.List>
        <Tabs.Panel value="applications" pt="md">
          <ApplicationsBoard gid={workspace.gid} fair={fair.data} />
        </Tabs.Panel>
        <Tabs.Panel value="details" pt="md">
          <FairEditor key={fair.data.updatedAt} gid={workspace.gid} fair={fair.data} canWrite={canWrite} />
        </Tabs.Panel>
        {owner && (
          <Tabs.Panel value="access" pt="md">
            <FairAccessSection gid={workspace.gid} fair={fair.data} />
          </Tabs.Panel>
        )}
      </Tabs>
    </Stack>
  );
}

/** The fair's status, whether it is published (with its public page), its dates and venue, and deleting it. */
function FairHeading({ gid, fair, canDelete }: { gid: string; fair: FairDto; canDelete: boolean }) {
  const { t } = useTranslation('fairs');
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();
  const remove = useDeleteFairMutation(gid);
  const [confirming, setConfirming] = useState(false);
  const name = useTextIn()(nameOf(fair));
  const otherName = useOtherText()(nameOf(fair));
  return (
    <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
      <Stack gap={6}>
        <Group gap={6}>
          <StatusBadge status={fair.status} />
          <Badge variant="outline" color={fair.published ? 'blue' : 'gray'} data-testid="fair-published-badge">
            {fair.published ? t('list.published') : t('list.draft')}
          </Badge>
        </Group>
        <Text fw={700} size="xl" data-testid="fair-heading">
          {name}
          {otherName && (
            <Text span c="gray.7" fw={400} size="md">
              {' '}
              · {otherName}
            </Text>
          )}
        </Text>
        <FairFacts fair={fair} />
      </Stack>
      <Group gap="sm">
        {fair.published && (
          <Button
            variant="light"
            component="a"
            href={publicFairPath(fair.fairId)}
            target="_blank"
            rel="noopener"
            data-testid="fair-public-link"
          >
            {t('fair.publicPage')}
          </Button>
        )}
        {canDelete && (
          <Button variant="subtle" color="red" onClick={() => setConfirming(true)} data-testid="fair-delete">
            {t('fair.delete')}
          </Button>
        )}
      </Group>
      <ConfirmDialog
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('fair.deleteTitle')}
        body={t('fair.deleteBody', { name: fair.name })}
        confirmLabel={t('fair.delete')}
        confirmationText={fair.name}
        confirmationLabel={t('fair.deleteType')}
        loading={remove.isPending}
        error={remove.isError ? errorMessage(remove.error) : null}
        onConfirm={() =>
          remove.mutate(fair.fairId, {
            onSuccess: () => {
              toast.success({ message: t('fair.deleted') });
              void navigate('/fairs');
            },
          })
        }
        testId="fair-delete-confirm"
      />
    </Group>
  );
}
