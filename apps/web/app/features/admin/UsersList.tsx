import { Anchor, Box, Group, Paper, Stack, Table, Text } from '@mantine/core';
import type { UserDto } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatDate } from '../workspace/format-date';
import { AdminTable } from './AdminPagedList';
import { usePlanWords, useUserTypeLabel } from './user-labels';
import { UserStatusBadges } from './UserStatusBadges';

/**
 * A page of users: a table from the `sm` breakpoint up, a card per person on a phone, where five
 * columns do not fit. Each opens the person.
 */
export function UsersList({ users }: { users: UserDto[] }) {
  return (
    <>
      <Box visibleFrom="sm">
        <UsersTable users={users} />
      </Box>
      <Stack gap="xs" hiddenFrom="sm" data-testid="admin-user-cards">
        {users.map((user) => (
          <UserCard key={user.uid} user={user} />
        ))}
      </Stack>
    </>
  );
}

function UsersTable({ users }: { users: UserDto[] }) {
  const { t } = useTranslation('admin');
  const typeLabel = useUserTypeLabel();
  const formatDate = useFormatDate();
  return (
    <AdminTable
      columns={[
        t('users.columns.name'),
        t('users.columns.type'),
        t('users.columns.plan'),
        t('users.columns.status'),
        t('users.columns.joined'),
      ]}
    >
      {users.map((user) => (
        <Table.Tr key={user.uid} data-testid="admin-user-row">
          <Table.Td>
            <UserLink user={user} testId="admin-user-link" />
            <Text size="xs" c="gray.7">
              {user.email}
            </Text>
          </Table.Td>
          <Table.Td>{typeLabel(user.type)}</Table.Td>
          <Table.Td>
            <PlanText plan={user.plan} />
          </Table.Td>
          <Table.Td>
            <UserStatusBadges user={user} />
          </Table.Td>
          <Table.Td>{formatDate(user.createdAt)}</Table.Td>
        </Table.Tr>
      ))}
    </AdminTable>
  );
}

/** One person on a phone: name and e-mail, then type and plan, then status and when she joined. */
function UserCard({ user }: { user: UserDto }) {
  const { t } = useTranslation('admin');
  const typeLabel = useUserTypeLabel();
  const formatDate = useFormatDate();
  return (
    <Paper withBorder p="sm" radius="md" data-testid="admin-user-card">
      <Stack gap={4}>
        <UserLink user={user} testId="admin-user-card-link" />
        <Text size="xs" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
          {user.email}
        </Text>
        <Group gap="xs" align="baseline">
          <Text size="sm">{typeLabel(user.type)}</Text>
          {/* Named, as the table's column is: a collector's plan is also called "Collector". */}
          <Text size="xs" c="gray.7">
            {t('users.columns.plan')}
          </Text>
          <PlanText plan={user.plan} />
        </Group>
        <Group gap="xs" justify="space-between">
          <UserStatusBadges user={user} />
          <Text size="xs" c="gray.7">
            {t('users.joinedOn', { date: formatDate(user.createdAt) })}
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}

function UserLink({ user, testId }: { user: UserDto; testId: string }) {
  return (
    <Anchor component={Link} to={`/admin/users/${user.uid}`} fw={700} data-testid={testId}>
      {user.name}
    </Anchor>
  );
}

/** The plan's name and, beside it, its state, in the interface language. */
function PlanText({ plan }: { plan: UserDto['plan'] }) {
  const { t } = useTranslation('admin');
  const words = usePlanWords()(plan);
  if (!words) return <Text size="sm">{t('users.noPlan')}</Text>;
  return (
    <Text size="sm" data-testid="admin-user-plan-text">
      {words.name}
      {words.state && (
        <Text span size="xs" c="gray.7">
          {` · ${words.state}`}
        </Text>
      )}
    </Text>
  );
}
