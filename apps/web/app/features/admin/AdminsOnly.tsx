import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** What a person who is not a platform admin sees on an admin page without data of its own. */
export function AdminsOnly() {
  const { t } = useTranslation('admin');
  return (
    <Alert color="yellow" data-testid="admin-forbidden">
      {t('adminsOnly')}
    </Alert>
  );
}
