import { Alert } from '@mantine/core';
import { ADMIN_LEVEL } from '@vernissage/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '../session/SessionProvider';

/** Whether the person writes the platform's own content: platform admins only (the API refuses everyone else). */
export function isPlatformAdmin(user: Pick<SessionUser, 'level'>): boolean {
  return user.level >= ADMIN_LEVEL;
}

/** Its children for platform admins; for anyone else, a note that the page is theirs only. */
export function AdminsOnly({ user, children }: { user: Pick<SessionUser, 'level'>; children: ReactNode }) {
  const { t } = useTranslation('adminContent');
  if (isPlatformAdmin(user)) return children;
  return (
    <Alert color="yellow" data-testid="admin-content-forbidden">
      {t('adminsOnly')}
    </Alert>
  );
}
