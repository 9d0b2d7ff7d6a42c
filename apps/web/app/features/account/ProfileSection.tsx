import { Button, Group, SimpleGrid, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf } from '../api/api-errors';
import { useFailureToast } from '../api/use-error-message';
import { checkName } from '../auth/validation';
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
  const [name, setName] = useState(user.name);
  const [nameen, setNameen] = useState(user.nameen ?? '');
  const [problems, setProblems] = useState<{ name?: string; nameen?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const nameProblem = checkName(name);
    const found = {
      name: nameProblem ? ta(`fields.name.${nameProblem}`) : undefined,
      nameen: checkName(nameen, { required: false }) ? ta('fields.nameen.tooLong') : undefined,
    };
    setProblems(found);
    if (found.name || found.nameen) return;
    update.mutate(
      { name: name.trim(), nameen: nameen.trim() || null },
      {
        onSuccess: () => toast.success({ message: t('profile.saved') }),
        onError: (error) => {
          if (Object.keys(fieldErrorsOf(error)).length === 0) failureToast(error);
        },
      },
    );
  };

  const server = fieldErrorsOf(update.error);
  return (
    <SectionCard title={t('profile.title')} description={t('profile.description')} testId="account-profile">
      <form onSubmit={submit} noValidate>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={ta('fields.name.label')}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={problems.name ?? (server.name && ta('fields.name.required'))}
            autoComplete="name"
            data-testid="account-name"
          />
          <TextInput
            label={ta('fields.nameen.label')}
            value={nameen}
            onChange={(event) => setNameen(event.currentTarget.value)}
            error={problems.nameen ?? (server.nameen && ta('fields.nameen.tooLong'))}
            data-testid="account-nameen"
          />
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
