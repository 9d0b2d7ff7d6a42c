import { Anchor, Pagination, Stack, Table, Text } from '@mantine/core';
import type { UserDto } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { withParams } from '../../lib/list-params';
import { QueryList } from '../api/QueryList';
import { useFormatDate } from '../workspace/format-date';
import { ADMIN_PAGE_SIZE, usersViewOf } from './admin-params';
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
      <QueryList
        query={users}
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
          <Stack gap="sm">
            <Text size="sm" c="gray.7" data-testid="admin-users-count">
              {t('users.found', { count: page.total })}
            </Text>
            <UsersTable users={page.items} />
            {page.total > ADMIN_PAGE_SIZE && (
              <Pagination
                aria-label={t('pagination')}
                total={Math.ceil(page.total / ADMIN_PAGE_SIZE)}
                value={view.page + 1}
                onChange={(value) => setParams(withParams(params, { page: value > 1 ? String(value - 1) : null }))}
              />
            )}
          </Stack>
        )}
      </QueryList>
    </Stack>
  );
}

function UsersTable({ users }: { users: UserDto[] }) {
  const { t } = useTranslation('admin');
  const typeLabel = useUserTypeLabel();
  const formatDate = useFormatDate();
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('users.columns.name')}</Table.Th>
            <Table.Th>{t('users.columns.type')}</Table.Th>
            <Table.Th>{t('users.columns.plan')}</Table.Th>
            <Table.Th>{t('users.columns.status')}</Table.Th>
            <Table.Th>{t('users.columns.joined')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
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
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
