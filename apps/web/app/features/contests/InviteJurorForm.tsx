import { Button, Group, TextInput } from '@mantine/core';
import { inviteJurorRoute } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast';
import { hasStatus } from '../api/api-errors';
import { useFailureToast } from '../api/use-error-message';
import { useContractForm } from '../forms/use-contract-form';
import { useInviteJurorMutation } from './queries';

/** Invites a juror to an open round by e-mail: whoever signs in with that address judges it. */
export function InviteJurorForm({ roundId }: { roundId: string }) {
  const { t } = useTranslation('contests');
  const failed = useFailureToast();
  const invite = useInviteJurorMutation(roundId);
  const form = useContractForm({
    schema: inviteJurorRoute.body,
    initialValues: { email: '' },
    messages: 'contests:jurors.fields',
  });
  const submit = form.onSubmit((fields) =>
    invite.mutate(fields, {
      onSuccess: () => {
        form.reset();
        toast.success({ message: t('jurors.invited', { email: fields.email }) });
      },
      onError: (error) => {
        if (hasStatus(error, 409)) form.setFieldError('email', t('jurors.already'));
        else if (!form.showServerErrors(error)) failed(error);
      },
    }),
  );
  return (
    <form onSubmit={submit} noValidate data-testid="juror-invite-form">
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          type="email"
          label={t('jurors.email')}
          description={t('jurors.emailHelp')}
          autoComplete="off"
          {...form.getInputProps('email')}
          style={{ flex: '1 1 240px' }}
          data-testid="juror-email"
        />
        <Button type="submit" mt={{ base: 0, sm: 44 }} loading={invite.isPending} data-testid="juror-invite">
          {t('jurors.invite')}
        </Button>
      </Group>
    </form>
  );
}
