import { Button, Group, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf } from '../api/api-errors';
import { useFailureToast } from '../api/use-error-message';
import { checkPhone } from '../auth/validation';
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
  const [phone, setPhone] = useState(user.phone ?? '');
  const [invalid, setInvalid] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = checkPhone(phone);
    setInvalid(problem !== null);
    if (problem) return;
    update.mutate(phone.trim() || null, {
      onSuccess: () => toast.success({ message: t('phone.saved') }),
      onError: (error) => {
        if (!fieldErrorsOf(error).phone) failureToast(error);
      },
    });
  };

  return (
    <SectionCard title={t('phone.title')} description={t('phone.description')} testId="account-phone">
      <form onSubmit={submit} noValidate>
        <TextInput
          label={ta('fields.phone.label')}
          type="tel"
          autoComplete="tel"
          value={phone}
          onChange={(event) => setPhone(event.currentTarget.value)}
          error={invalid || fieldErrorsOf(update.error).phone ? ta('fields.phone.invalid') : undefined}
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
