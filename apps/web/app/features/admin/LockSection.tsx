import { Button, Group, Text } from '@mantine/core';
import type { UserDto } from '@vernissage/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { SectionCard } from '../../components/SectionCard';
import { toast } from '../../lib/toast';
import { useErrorMessage } from '../api/use-error-message';
import { useFormatDateTime } from '../workspace/format-date';
import { useUserLockMutation } from './queries';

/** Whether the account is locked, and a way to lock or unlock it after a confirmation. */
export function LockSection({ user, isSelf }: { user: Pick<UserDto, 'uid' | 'name' | 'lockedAt'>; isSelf: boolean }) {
  const { t } = useTranslation('admin');
  const formatDateTime = useFormatDateTime();
  const errorMessage = useErrorMessage();
  const [asking, setAsking] = useState(false);
  const lock = useUserLockMutation(user.uid);
  const locked = user.lockedAt !== null;
  const name = user.name;

  const confirm = () =>
    lock.mutate(!locked, {
      onSuccess: () => {
        setAsking(false);
        toast.success({ message: t(locked ? 'user.lock.unlockedToast' : 'user.lock.lockedToast', { name }) });
      },
    });

  return (
    <SectionCard title={t('user.lock.title')} testId="admin-user-lock" danger={!locked}>
      <Text data-testid="admin-user-lock-state">
        {user.lockedAt
          ? t('user.lock.lockedSince', { date: formatDateTime(user.lockedAt) })
          : t(isSelf ? 'user.lock.self' : 'user.lock.notLocked')}
      </Text>
      {!isSelf && (
        <Group>
          <Button
            color={locked ? 'blue' : 'red'}
            variant={locked ? 'filled' : 'outline'}
            onClick={() => {
              lock.reset();
              setAsking(true);
            }}
            data-testid={locked ? 'admin-user-unlock' : 'admin-user-lock-button'}
          >
            {t(locked ? 'user.lock.unlock' : 'user.lock.lock')}
          </Button>
        </Group>
      )}
      <ConfirmDialog
        opened={asking}
        onClose={() => setAsking(false)}
        onConfirm={confirm}
        title={t(locked ? 'user.lock.confirmUnlockTitle' : 'user.lock.confirmLockTitle', { name })}
        body={t(locked ? 'user.lock.confirmUnlockBody' : 'user.lock.confirmLockBody', { name })}
        confirmLabel={t(locked ? 'user.lock.unlock' : 'user.lock.lock')}
        loading={lock.isPending}
        error={lock.isError ? errorMessage(lock.error) : null}
        testId="admin-user-lock-confirm"
      />
    </SectionCard>
  );
}
