import { Button, Group, SimpleGrid, TextInput } from '@mantine/core';
import { updateNameRoute } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { useFailureToast } from '../api/use-error-message';
import { useContractForm } from '../forms/use-contract-form';
import type { SessionUser } from '../session/SessionProvider';
import { toast } from '../../lib/toast';
import { SectionCard } from '../../components/SectionCard';
import { useUpdateNameMutation } from './queries';

/** The name and English name, saved together. */
export function ProfileSection({ user }: { user: SessionUser }) {
  const { t } = useTranslation('account');
  const { t: ta } = useTranslation('auth');
  const failureToast = useFailureToast();
  const update = useUpdateNameMutation();
  const form = useContractForm({
    schema: updateNameRoute.body,
    initialValues: { name: user.name, nameen: user.nameen ?? '' },
    messages: 'auth:fields',
  });
  const submit = form.onSubmit(({ name, nameen }) =>
    update.mutate(
      { name, nameen: nameen ?? null },
      {
        onSuccess: () => toast.success({ message: t('profile.saved') }),
        onError: (error) => {
          if (!form.showServerErrors(error)) failureToast(error);
        },
      },
    ),
  );

  return (
    <SectionCard title={t('profile.title')} description={t('profile.description')} testId="account-profile">
      <form onSubmit={submit} noValidate>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={ta('fields.name.label')}
            {...form.getInputProps('name')}
            autoComplete="name"
            data-testid="account-name"
          />
          <TextInput label={ta('fields.nameen.label')} {...form.getInputProps('nameen')} data-testid="account-nameen" />
        </SimpleGrid>
        <Group justify="flex-end" mt="md">
          <Button type="submit" loading={update.isPending} data-testid="account-name-save">
            {t('save')}
          </Button>
        </Group>
      </form>
    </SectionCard>
  );
}
