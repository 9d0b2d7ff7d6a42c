import { Button, Group, TextInput } from '@mantine/core';
import { adminUsersRoute } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useContractForm } from '../forms/use-contract-form';

const searchSchema = z.object({ q: adminUsersRoute.query.shape.q });

/** The search box of /admin/users: a name or an address, as `GET /admin/users?q=` takes it. */
export function UserSearchForm({ initial, onSearch }: { initial: string; onSearch: (q: string | null) => void }) {
  const { t } = useTranslation('admin');
  const form = useContractForm({ schema: searchSchema, initialValues: { q: initial } });
  return (
    <form role="search" onSubmit={form.onSubmit((values) => onSearch(values.q ?? null))}>
      <Group gap="sm" align="flex-end" wrap="nowrap">
        <TextInput
          label={t('users.search')}
          type="search"
          style={{ flex: 1 }}
          maw={420}
          data-testid="admin-users-search"
          {...form.getInputProps('q')}
        />
        <Button type="submit" data-testid="admin-users-search-submit">
          {t('users.searchSubmit')}
        </Button>
      </Group>
    </form>
  );
}
