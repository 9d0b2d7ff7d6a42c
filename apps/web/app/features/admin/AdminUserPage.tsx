import { Anchor, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import type { RouteResult, adminUserRoute } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NotFoundView } from '../../components/NotFoundView';
import { SectionCard } from '../../components/SectionCard';
import { hasStatus } from '../api/api-errors';
import { QueryErrorAlert } from '../api/QueryErrorAlert';
import { useFormatDate } from '../workspace/format-date';
import { LockSection } from './LockSection';
import { useAdminUserQuery } from './queries';
import { usePlanWords, useUserTypeLabel } from './user-labels';
import { UserStatusBadges } from './UserStatusBadges';

type AdminUser = RouteResult<typeof adminUserRoute>;

/** /admin/users/:uid: the account, its workspaces, its plan, and its lock. */
export function AdminUserPage({ uid, selfUid }: { uid: string; selfUid: string }) {
  const { t } = useTranslation('admin');
  const user = useAdminUserQuery(uid);
  if (user.isPending) return <Skeleton height={420} />;
  if (user.isError) {
    return hasStatus(user.error, 404) ? (
      <NotFoundView />
    ) : (
      <QueryErrorAlert error={user.error} onRetry={() => void user.refetch()} />
    );
  }
  return (
    <Stack gap="lg" maw={960} data-testid="admin-user">
      <Anchor component={Link} to="/admin/users" size="sm" data-testid="admin-user-back">
        ← {t('user.back')}
      </Anchor>
      <AccountSection user={user.data} />
      <LockSection user={user.data} isSelf={uid === selfUid} />
      <PlanSection plan={user.data.plan} />
      <WorkspacesSection workspaces={user.data.workspaces} />
    </Stack>
  );
}

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Text size="sm" c="gray.7" w={140} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text size="sm" component="div" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}

function AccountSection({ user }: { user: AdminUser }) {
  const { t } = useTranslation('admin');
  const typeLabel = useUserTypeLabel();
  const formatDate = useFormatDate();
  return (
    <SectionCard title={user.name} description={user.nameen ?? undefined} testId="admin-user-account">
      <UserStatusBadges user={user} />
      <Stack gap={6}>
        <Field label={t('user.fields.email')}>
          <span data-testid="admin-user-email">{user.email}</span> (
          {t(user.emailVerified ? 'user.fields.verified' : 'user.fields.unverified')})
        </Field>
        <Field label={t('user.fields.phone')}>{user.phone ?? '—'}</Field>
        <Field label={t('user.fields.type')}>{typeLabel(user.type)}</Field>
        <Field label={t('user.fields.methods')}>{user.methods.join(', ') || '—'}</Field>
        <Field label={t('user.fields.joined')}>{formatDate(user.createdAt)}</Field>
        <Field label={t('user.fields.code')}>{user.code ?? '—'}</Field>
        <Field label={t('user.fields.referrer')}>{user.referrer ?? '—'}</Field>
        <Field label={t('user.fields.marketing')}>
          {t(user.allowMarketing ? 'user.fields.yes' : 'user.fields.no')}
        </Field>
      </Stack>
    </SectionCard>
  );
}

function PlanSection({ plan }: { plan: AdminUser['plan'] }) {
  const { t } = useTranslation('admin');
  const words = usePlanWords()(plan);
  return (
    <SectionCard title={t('user.plan.title')} testId="admin-user-plan">
      {words === null || !plan ? (
        <Text c="gray.7">{t('user.plan.none')}</Text>
      ) : (
        <Stack gap={6}>
          <Field label={t('user.plan.plan')}>{words.name}</Field>
          {/* The product id stays a code: it is what billing and support search by. */}
          <Field label={t('user.plan.product')}>{plan.productid ?? '—'}</Field>
          <Field label={t('user.plan.state')}>{words.state ?? '—'}</Field>
          <Field label={t('user.plan.amount')}>{plan.amount ?? '—'}</Field>
        </Stack>
      )}
    </SectionCard>
  );
}

function WorkspacesSection({ workspaces }: { workspaces: AdminUser['workspaces'] }) {
  const { t } = useTranslation(['admin', 'workspace']);
  const typeLabel = useUserTypeLabel();
  return (
    <SectionCard title={t('user.workspaces')} testId="admin-user-workspaces">
      {workspaces.length === 0 ? (
        <Text c="gray.7">{t('user.noWorkspaces')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={300}>
          <Table striped>
            <Table.Tbody>
              {workspaces.map((workspace) => (
                <Table.Tr key={workspace.gid}>
                  <Table.Td fw={700}>{workspace.name}</Table.Td>
                  <Table.Td>{typeLabel(workspace.type)}</Table.Td>
                  <Table.Td>{t(`workspace:roles.${workspace.role}`)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </SectionCard>
  );
}
