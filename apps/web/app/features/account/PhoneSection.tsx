import { Button, Group, TextInput } from '@mantine/core';
import { updatePhoneRoute } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { useFailureToast } from '../api/use-error-message';
import { useContractForm } from '../forms/use-contract-form';
import type { SessionUser } from '../session/SessionProvider';
import { toast } from '../../lib/toast';
import { SectionCard } from '../../components/SectionCard';
import { useUpdatePhoneMutation } from './queries';

/** The phone number; an empty field removes it. */
export function PhoneSection({ user }: { user: SessionUser }) {
  const { t } = useTranslation('account');
  const { t: ta } = useTranslation('auth');
  const failureToast = useFailureToast();
  const update = useUpdatePhoneMutation();
  const form = useContractForm({
    schema: updatePhoneRoute.body,
    initialValues: { phone: user.phone ?? '' },
    messages: 'auth:fields',
  });
  const submit = form.onSubmit(({ phone }) =>
    update.mutate(phone, {
      onSuccess: () => toast.success({ message: t('phone.saved') }),
      onError: (error) => {
        if (!form.showServerErrors(error)) failureToast(error);
      },
    }),
  );

  return (
    <SectionCard title={t('phone.title')} description={t('phone.description')} testId="account-phone">
      <form onSubmit={submit} noValidate>
        <TextInput
          label={ta('fields.phone.label')}
          type="tel"
          autoComplete="tel"
          {...form.getInputProps('phone')}
          data-testid="account-phone-input"
        />
        <Group justify="flex-end" mt="md">
          <Button type="submit" loading={update.isPending} data-testid="account-phone-save">
            {t('save')}
          </Button>
        </Group>
      </form>
    </SectionCard>
  );
}
