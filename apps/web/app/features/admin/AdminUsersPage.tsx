import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { withParams } from '../../lib/list-params';
import { AdminPagedList } from './AdminPagedList';
import { usersViewOf } from './admin-params';
import { useAdminUsersQuery } from './queries';
import { UserSearchForm } from './UserSearchForm';
import { UsersList } from './UsersList';

/** /admin/users: search people by name (Korean or English) or e-mail; each opens the person. */
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
            <UsersList users={page.items} />
          </>
        )}
      </AdminPagedList>
    </Stack>
  );
}
