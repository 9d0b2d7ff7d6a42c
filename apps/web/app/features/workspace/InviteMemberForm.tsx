import { Button, Group, Paper, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { inviteMemberRoute, type WorkspaceDto } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { hasStatus } from '../api/api-errors';
import { useErrorMessage } from '../api/use-error-message';
import { useContractForm } from '../forms/use-contract-form';
import { twoNamesOf, useTextIn } from '../i18n-content/text-in';
import { toast } from '../../lib/toast';
import { useInviteMutation } from './queries';

/** Invites someone by e-mail as a member or an admin (owners and admins of the workspace). */
export function InviteMemberForm({ workspace }: { workspace: WorkspaceDto }) {
  const { t } = useTranslation('workspace');
  const { t: ta } = useTranslation('auth');
  const errorMessage = useErrorMessage();
  const textIn = useTextIn();
  const invite = useInviteMutation(workspace.gid);
  const form = useContractForm({
    schema: inviteMemberRoute.body,
    initialValues: { email: '', role: 'member' },
    messages: 'auth:fields',
  });
  const submit = form.onSubmit((body) =>
    invite.mutate(body, {
      onSuccess: (invitation) => {
        toast.success({ message: t('invite.sent', { email: invitation.email }) });
        form.setFieldValue('email', '');
      },
      onError: (error) => {
        if (hasStatus(error, 409)) form.setFieldError('email', t('invite.alreadyMember'));
        else form.showServerErrors(error);
      },
    }),
  );
  const role = form.values.role;

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} data-testid="invite-form">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('invite.title')}
          </Title>
          <Text size="sm" c="gray.7">
            {t('invite.intro', { workspace: textIn(twoNamesOf(workspace)) })}
          </Text>
          <Group align="flex-start" gap="sm" wrap="wrap">
            <TextInput
              flex="1 1 240px"
              aria-label={ta('fields.email.label')}
              placeholder={ta('fields.email.placeholder')}
              type="email"
              {...form.getInputProps('email')}
              data-testid="invite-email"
            />
            <SegmentedControl
              value={role ?? 'member'}
              onChange={(value) => form.setFieldValue('role', value === 'admin' ? 'admin' : 'member')}
              data={[
                { value: 'member', label: t('roles.member') },
                { value: 'admin', label: t('roles.admin') },
              ]}
              aria-label={t('invite.role')}
              data-testid="invite-role"
            />
            <Button type="submit" loading={invite.isPending} data-testid="invite-submit">
              {t('invite.submit')}
            </Button>
          </Group>
          <Text size="xs" c="gray.7">
            {role === 'admin' ? t('invite.adminHelp') : t('invite.memberHelp')}
          </Text>
          {invite.isError && !form.errors.email && (
            <Text size="sm" c="red.8" role="alert">
              {errorMessage(invite.error)}
            </Text>
          )}
        </Stack>
      </form>
    </Paper>
  );
}
