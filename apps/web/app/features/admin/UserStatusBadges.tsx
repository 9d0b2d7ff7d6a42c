import { Badge, Group } from '@mantine/core';
import type { UserDto } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { isPlatformAdmin } from './admin-sections';

/** Locked or active, and whether the person is an admin or has not finished signing up. */
export function UserStatusBadges({ user }: { user: Pick<UserDto, 'lockedAt' | 'level' | 'signupComplete'> }) {
  const { t } = useTranslation('admin');
  return (
    <Group gap={4} wrap="nowrap">
      {user.lockedAt ? (
        <Badge color="red" variant="filled" data-testid="user-status-locked">
          {t('users.locked')}
        </Badge>
      ) : (
        <Badge color="green" variant="light" data-testid="user-status-active">
          {t('users.active')}
        </Badge>
      )}
      {isPlatformAdmin(user) && (
        <Badge color="dark" variant="light">
          {t('users.admin')}
        </Badge>
      )}
      {!user.signupComplete && (
        <Badge color="gray" variant="light">
          {t('users.incomplete')}
        </Badge>
      )}
    </Group>
  );
}
