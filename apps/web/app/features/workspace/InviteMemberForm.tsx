import { Button, Group, Paper, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import type { WorkspaceDto } from '@vernissage/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf, hasStatus } from '../api/api-errors';
import { useErrorMessage } from '../api/use-error-message';
import { checkEmail } from '../auth/validation';
import { toast } from '../../lib/toast';
import { useInviteMutation } from './queries';

type InvitedRole = 'member' | 'admin';

/** Invites someone by e-mail as a member or an admin (owners and admins of the workspace). */
export function InviteMemberForm({ workspace }: { workspace: WorkspaceDto }) {
  const { t } = useTranslation('workspace');
  const { t: ta } = useTranslation('auth');
  const errorMessage = useErrorMessage();
  const invite = useInviteMutation(workspace.gid);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<InvitedRole>('member');
  const [problem, setProblem] = useState<'required' | 'invalid' | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkEmail(email);
    setProblem(found);
    if (found) return;
    invite.mutate(
      { email: email.trim(), role },
      {
        onSuccess: (invitation) => {
          toast.success({ message: t('invite.sent', { email: invitation.email }) });
          setEmail('');
        },
      },
    );
  };

  const fieldError = problem
    ? ta(`fields.email.${problem}`)
    : fieldErrorsOf(invite.error).email
      ? ta('fields.email.invalid')
      : hasStatus(invite.error, 409)
        ? t('invite.alreadyMember')
        : undefined;

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} data-testid="invite-form">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('invite.title')}
          </Title>
          <Text size="sm" c="gray.7">
            {t('invite.intro', { workspace: workspace.name })}
          </Text>
          <Group align="flex-start" gap="sm" wrap="wrap">
            <TextInput
              flex="1 1 240px"
              aria-label={ta('fields.email.label')}
              placeholder={ta('fields.email.placeholder')}
              type="email"
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
              error={fieldError}
              data-testid="invite-email"
            />
            <SegmentedControl
              value={role}
              onChange={(value) => setRole(value === 'admin' ? 'admin' : 'member')}
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
          {invite.isError && !fieldError && (
            <Text size="sm" c="red.8" role="alert">
              {errorMessage(invite.error)}
            </Text>
          )}
        </Stack>
      </form>
    </Paper>
  );
}
