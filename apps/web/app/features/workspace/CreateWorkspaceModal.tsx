import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../api/use-error-message';
import { checkName } from '../auth/validation';
import { toast } from '../../lib/toast';
import { useCreateWorkspaceMutation } from './queries';
import { useWorkspaces } from './WorkspaceProvider';

/** Creates another workspace (gallery accounts) and switches to it. */
export function CreateWorkspaceModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('workspace');
  const { t: ta } = useTranslation('auth');
  const { t: tc } = useTranslation();
  const errorMessage = useErrorMessage();
  const { select } = useWorkspaces();
  const create = useCreateWorkspaceMutation();
  const [name, setName] = useState('');
  const [nameen, setNameen] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const close = () => {
    setName('');
    setNameen('');
    setProblem(null);
    create.reset();
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkName(name);
    setProblem(found && ta(`fields.name.${found}`));
    if (found) return;
    create.mutate(
      { name: name.trim(), nameen: nameen.trim() || undefined },
      {
        onSuccess: (workspace) => {
          select(workspace.gid);
          toast.success({ message: t('create.done', { name: workspace.name }) });
          close();
        },
      },
    );
  };

  return (
    <Modal opened={opened} onClose={close} title={t('create.title')} centered data-testid="workspace-create-dialog">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('create.name')}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={problem}
            data-autofocus
            data-testid="workspace-create-name"
          />
          <TextInput
            label={t('create.nameen')}
            value={nameen}
            onChange={(event) => setNameen(event.currentTarget.value)}
            data-testid="workspace-create-nameen"
          />
          {create.isError && (
            <Text size="sm" c="red.8" role="alert">
              {errorMessage(create.error)}
            </Text>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {tc('actions.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending} data-testid="workspace-create-submit">
              {t('create.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
