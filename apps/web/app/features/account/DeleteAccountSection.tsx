import { Button, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useErrorMessage } from '../api/use-error-message';
import { useSessionActions, type SessionUser } from '../session/SessionProvider';
import { LOGIN_PATH } from '../session/session-routing';
import { toast } from '../../lib/toast';
import { SectionCard } from '../../components/SectionCard';
import { useDeleteAccountMutation } from './queries';

/** Deleting the account, behind a dialog where the person types their e-mail address. */
export function DeleteAccountSection({ user }: { user: SessionUser }) {
  const { t } = useTranslation('account');
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();
  const { signOut } = useSessionActions();
  const remove = useDeleteAccountMutation();
  const [opened, dialog] = useDisclosure(false);

  const confirm = () =>
    remove.mutate(user.uid, {
      onSuccess: () => {
        void signOut().then(() => {
          toast.info({ message: t('delete.done') });
          return navigate(LOGIN_PATH, { replace: true });
        });
      },
    });

  return (
    <SectionCard title={t('delete.title')} description={t('delete.description')} testId="account-delete" danger>
      <Group>
        <Button color="red" variant="outline" onClick={dialog.open} data-testid="account-delete-open">
          {t('delete.open')}
        </Button>
      </Group>
      <ConfirmDialog
        opened={opened}
        onClose={() => {
          remove.reset();
          dialog.close();
        }}
        onConfirm={confirm}
        title={t('delete.confirmTitle')}
        body={t('delete.confirmBody')}
        confirmLabel={t('delete.confirm')}
        confirmationText={user.email}
        confirmationLabel={t('delete.typeEmail', { email: user.email })}
        loading={remove.isPending}
        error={remove.isError ? errorMessage(remove.error) : null}
        testId="account-delete-dialog"
      />
    </SectionCard>
  );
}
