import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { createGalleryRoute } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../api/use-error-message';
import { useContractForm } from '../forms/use-contract-form';
import { twoNamesOf, useTextIn } from '../i18n-content/text-in';
import { toast } from '../../lib/toast';
import { useCreateWorkspaceMutation } from './queries';
import { useWorkspaces } from './WorkspaceProvider';

/** Creates another workspace (gallery accounts) and switches to it. */
export function CreateWorkspaceModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('workspace');
  const { t: tc } = useTranslation();
  const errorMessage = useErrorMessage();
  const { select } = useWorkspaces();
  const textIn = useTextIn();
  const create = useCreateWorkspaceMutation();
  const form = useContractForm({
    schema: createGalleryRoute.body,
    initialValues: { name: '', nameen: '' },
    messages: 'auth:fields',
  });

  const close = () => {
    form.reset();
    create.reset();
    onClose();
  };
  const submit = form.onSubmit((body) =>
    create.mutate(body, {
      onSuccess: (workspace) => {
        select(workspace.gid);
        toast.success({ message: t('create.done', { name: textIn(twoNamesOf(workspace)) }) });
        close();
      },
      onError: form.showServerErrors,
    }),
  );

  return (
    <Modal opened={opened} onClose={close} title={t('create.title')} centered data-testid="workspace-create-dialog">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('create.name')}
            {...form.getInputProps('name')}
            data-autofocus
            data-testid="workspace-create-name"
          />
          <TextInput
            label={t('create.nameen')}
            {...form.getInputProps('nameen')}
            data-testid="workspace-create-nameen"
          />
          {create.isError && Object.keys(form.errors).length === 0 && (
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
