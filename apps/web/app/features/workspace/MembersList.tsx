import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { MemberDto, WorkspaceDto } from '@vernissage/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { hasStatus } from '../api/api-errors';
import { ListSkeleton, QueryList } from '../api/QueryList';
import { useErrorMessage } from '../api/use-error-message';
import { useSignedInUser } from '../session/SignedIn';
import { toast } from '../../lib/toast';
import { twoNamesOf, useTextIn } from '../i18n-content/text-in';
import { useFormatDate } from './format-date';
import { useMembersQuery, useRemoveMemberMutation } from './queries';
import { RoleBadge } from './RoleBadge';

/**
 * The members of a workspace with their roles; owners may remove others (after confirming).
 * Loading, failure and the (rare) empty list each say what is going on.
 */
export function MembersList({ workspace }: { workspace: WorkspaceDto }) {
  const { t } = useTranslation('workspace');
  const { uid } = useSignedInUser();
  const errorMessage = useErrorMessage();
  const formatDate = useFormatDate();
  const textIn = useTextIn();
  const members = useMembersQuery(workspace.gid);
  const remove = useRemoveMemberMutation(workspace.gid);
  const [leaving, setLeaving] = useState<MemberDto | null>(null);
  const isOwner = workspace.role === 'owner';

  const confirmRemoval = () => {
    if (!leaving) return;
    remove.mutate(leaving.uid, {
      onSuccess: () => {
        toast.success({ message: t('members.removed', { name: textIn(twoNamesOf(leaving)) }) });
        setLeaving(null);
      },
    });
  };

  return (
    <Stack gap="sm" data-testid="members-list" aria-busy={members.isPending}>
      <Group justify="space-between">
        <Title order={2} size="h4">
          {t('members.title')}
        </Title>
        {members.isSuccess && (
          <Text size="sm" c="gray.7" data-testid="members-count">
            {t('members.count', { count: members.data.length })}
          </Text>
        )}
      </Group>
      <QueryList
        query={members}
        loading={<ListSkeleton />}
        empty={
          <Text c="gray.7" size="sm">
            {t('members.empty')}
          </Text>
        }
      >
        {(list) => (
          <Stack gap="sm">
            {list.map((member) => (
              <Paper key={member.uid} withBorder p="sm" data-testid="member-row">
                <Group justify="space-between" gap="sm" wrap="wrap">
                  <Stack gap={2} miw={0} flex="1 1 220px">
                    <Group gap={6}>
                      <Text fw={700} truncate data-testid="member-name">
                        {textIn(twoNamesOf(member))}
                      </Text>
                      {member.uid === uid && (
                        <Badge size="xs" variant="outline" color="gray">
                          {t('members.you')}
                        </Badge>
                      )}
                    </Group>
                    <Text size="sm" c="gray.7" truncate data-testid="member-email">
                      {member.email}
                    </Text>
                  </Stack>
                  <Group gap="sm" wrap="nowrap">
                    <Text size="xs" c="gray.7" visibleFrom="xs">
                      {t('members.joined', { date: formatDate(member.joinedAt) })}
                    </Text>
                    <RoleBadge role={member.role} testId="member-role" />
                    {isOwner && member.uid !== uid && (
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        onClick={() => setLeaving(member)}
                        data-testid="member-remove"
                      >
                        {t('members.remove')}
                      </Button>
                    )}
                  </Group>
                </Group>
              </Paper>
            ))}
          </Stack>
        )}
      </QueryList>
      <ConfirmDialog
        opened={leaving !== null}
        onClose={() => {
          remove.reset();
          setLeaving(null);
        }}
        onConfirm={confirmRemoval}
        title={t('members.removeTitle')}
        body={t('members.removeBody', {
          name: leaving ? textIn(twoNamesOf(leaving)) : '',
          workspace: textIn(twoNamesOf(workspace)),
        })}
        confirmLabel={t('members.remove')}
        loading={remove.isPending}
        error={
          remove.isError ? (hasStatus(remove.error, 409) ? t('members.lastOwner') : errorMessage(remove.error)) : null
        }
        testId="member-remove-dialog"
      />
    </Stack>
  );
}
