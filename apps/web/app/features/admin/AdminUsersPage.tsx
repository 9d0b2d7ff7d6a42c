import { Anchor, Stack, Table, Text } from '@mantine/core';
import type { UserDto } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { withParams } from '../../lib/list-params';
import { useFormatDate } from '../workspace/format-date';
import { AdminPagedList, AdminTable } from './AdminPagedList';
import { usersViewOf } from './admin-params';
import { useAdminUsersQuery } from './queries';
import { planText, useUserTypeLabel } from './user-labels';
import { UserSearchForm } from './UserSearchForm';
import { UserStatusBadges } from './UserStatusBadges';

/** /admin/users: search people by name or e-mail; each row opens the person. */
export function AdminUsersPage() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const view = usersViewOf(params);
  const users = useAdminUsersQuery(view);
  return (
    <Stack gap="md">
      <UserSearchForm
        key={view.q ?? ''}
        initial={view.q ?? ''}
        onSearch={(q) => setParams(withParams(params, { q, page: null }))}
      />
      <AdminPagedList
        query={users}
        page={view.page}
        testId="admin-users"
        empty={
          view.q ? (
            <EmptyState title={t('users.noMatchTitle')} body={t('users.noMatchBody')} />
          ) : (
            <EmptyState title={t('users.emptyTitle')} body={t('users.emptyBody')} />
          )
        }
      >
        {(page) => (
          <>
            <Text size="sm" c="gray.7" data-testid="admin-users-count">
              {t('users.found', { count: page.total })}
            </Text>
            <UsersTable users={page.items} />
          </>
        )}
      </AdminPagedList>
    </Stack>
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
            <Anchor component={Link} to={`/admin/users/${user.uid}`} fw={700} data-testid="admin-user-link">
              {user.name}
            </Anchor>
            <Text size="xs" c="gray.7">
              {user.email}
            </Text>
          </Table.Td>
          <Table.Td>{typeLabel(user.type)}</Table.Td>
          <Table.Td>
            <Text size="sm">{planText(user.plan) ?? t('users.noPlan')}</Text>
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
