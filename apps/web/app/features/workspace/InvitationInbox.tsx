import { Alert, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import type { InvitationDto } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { QueryList } from '../api/QueryList';
import { useErrorMessage } from '../api/use-error-message';
import { twoNamesOf, useTextIn } from '../i18n-content/text-in';
import { useSessionActions, type SessionUser } from '../session/SessionProvider';
import { loginPathFor } from '../session/session-routing';
import { toast } from '../../lib/toast';
import { useFormatDate } from './format-date';
import { useAcceptInvitationMutation, useMyInvitationsQuery } from './queries';
import { RoleBadge } from './RoleBadge';
import { useWorkspaces } from './WorkspaceProvider';

/**
 * Invitations addressed to the signed-in person, the one of the mailed link (`token`) first.
 * When the link is not for this account (another address, unverified, used or expired), it
 * says so and offers to sign in with another account.
 */
export function InvitationInbox({ user, token }: { user: SessionUser; token: string | null }) {
  const { t } = useTranslation('workspace');
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();
  const { select } = useWorkspaces();
  const textIn = useTextIn();
  const invitations = useMyInvitationsQuery();
  // Held here, not in the card: an accepted invitation leaves the list (and its card unmounts).
  const accept = useAcceptInvitationMutation();
  const join = (invitationToken: string) =>
    accept.mutate(invitationToken, {
      onSuccess: (workspace) => {
        select(workspace.gid);
        toast.success({ message: t('inbox.joined', { name: textIn(twoNamesOf(workspace)) }) });
        void navigate('/members');
      },
    });
  const cardOf = (invitation: InvitationDto & { token: string }, highlighted = false) => (
    <InvitationCard
      key={invitation.id}
      invitation={invitation}
      highlighted={highlighted}
      onAccept={() => join(invitation.token)}
      pending={accept.isPending && accept.variables === invitation.token}
      error={accept.isError && accept.variables === invitation.token ? errorMessage(accept.error) : null}
    />
  );

  return (
    <QueryList
      query={invitations}
      loading={<Skeleton height={120} />}
      // A mailed link that matches none of them says so below, rather than "no invitations".
      isEmpty={(list) => !token && list.length === 0}
      empty={<EmptyState title={t('inbox.emptyTitle')} body={t('inbox.emptyBody')} />}
    >
      {(list) => {
        const linked = token ? list.find((invitation) => invitation.token === token) : undefined;
        const others = list.filter((invitation) => invitation !== linked);
        return (
          <Stack gap="md" maw={640}>
            {/* Once accepted, the invitation leaves the list: that is no reason to explain anything. */}
            {token && !linked && accept.isIdle && <NotForThisAccount user={user} token={token} />}
            {linked && cardOf(linked, true)}
            {others.map((invitation) => cardOf(invitation))}
          </Stack>
        );
      }}
    </QueryList>
  );
}

/** One invitation with its workspace, role and expiry, and the button that accepts it. */
function InvitationCard({
  invitation,
  highlighted,
  onAccept,
  pending,
  error,
}: {
  invitation: InvitationDto;
  highlighted: boolean;
  onAccept: () => void;
  pending: boolean;
  error: string | null;
}) {
  const { t } = useTranslation('workspace');
  const formatDate = useFormatDate();
  const workspace = useTextIn()({ ko: invitation.workspaceName, en: invitation.workspaceNameEn });
  return (
    <Paper
      withBorder
      p={{ base: 'md', sm: 'lg' }}
      data-testid="invitation-card"
      style={highlighted ? { borderColor: 'var(--mantine-color-blue-5)' } : undefined}
    >
      <Stack gap="sm">
        <Text>{t('inbox.invitedTo', { workspace })}</Text>
        <Group gap="sm">
          <RoleBadge role={invitation.role} />
          <Text size="xs" c="gray.7">
            {t('pending.expires', { date: formatDate(invitation.expiresAt) })}
          </Text>
        </Group>
        {error && (
          <Text size="sm" c="red.8" role="alert">
            {error}
          </Text>
        )}
        <Group>
          <Button onClick={onAccept} loading={pending} data-testid="invitation-accept">
            {t('inbox.accept')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** The link's invitation is not among this account's: explain why it may be, offer another sign-in. */
function NotForThisAccount({ user, token }: { user: SessionUser; token: string }) {
  const { t } = useTranslation('workspace');
  const navigate = useNavigate();
  const { signOut } = useSessionActions();
  const switchAccount = async () => {
    await signOut();
    await navigate(loginPathFor({ pathname: '/invitations', search: `?token=${encodeURIComponent(token)}` }));
  };
  return (
    <Alert color="yellow" title={t('inbox.notFoundTitle')} data-testid="invitation-not-found">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          {user.emailVerified
            ? t('inbox.notFound', { email: user.email })
            : t('inbox.unverified', { email: user.email })}
        </Text>
        <Button
          size="xs"
          variant="default"
          onClick={() => void switchAccount()}
          data-testid="invitation-switch-account"
        >
          {t('inbox.switchAccount')}
        </Button>
      </Stack>
    </Alert>
  );
}
