import { Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { createRoundRoute, type ContestDto, type ContestRoundSummaryDto } from '@vernissage/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { SectionCard } from '../../components/SectionCard';
import { toast } from '../../lib/toast';
import { useErrorMessage, useFailureToast } from '../api/use-error-message';
import { useContractForm } from '../forms/use-contract-form';
import { RoundStatusBadge, useRoundLabel } from './ContestBadges';
import { InviteJurorForm } from './InviteJurorForm';
import { JurorProgress } from './JurorProgress';
import { useCloseRoundMutation, useCreateRoundMutation } from './queries';

/**
 * The contest's jury rounds for its admins: each with its jurors and their progress, invitations
 * and closing while it is open; the next round once every earlier one is closed.
 */
export function RoundsSection({ contest }: { contest: ContestDto }) {
  const { t } = useTranslation('contests');
  const rounds = contest.rounds ?? [];
  const canAdd = !contest.resultsPublishedAt && rounds.every((round) => round.status === 'closed');
  return (
    <SectionCard title={t('rounds.title')} description={t('rounds.help')} testId="contest-rounds">
      <Stack gap="md">
        {rounds.length === 0 && (
          <Text size="sm" c="gray.7" data-testid="rounds-none">
            {t('rounds.none')}
          </Text>
        )}
        {rounds.map((round) => (
          <RoundCard key={round.roundId} round={round} contestOpen={contest.open} />
        ))}
        {canAdd && <AddRoundForm contestId={contest.id} first={rounds.length === 0} />}
      </Stack>
    </SectionCard>
  );
}

function RoundCard({ round, contestOpen }: { round: ContestRoundSummaryDto; contestOpen: boolean }) {
  const { t } = useTranslation('contests');
  const roundLabel = useRoundLabel();
  const errorMessage = useErrorMessage();
  const close = useCloseRoundMutation();
  const [confirming, setConfirming] = useState(false);
  const open = round.status === 'open';
  return (
    <Paper withBorder p="md" data-testid="admin-round" data-round={round.roundId} data-status={round.status}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Group gap="xs">
            <Text fw={600}>{roundLabel(round)}</Text>
            <RoundStatusBadge status={round.status} />
          </Group>
          <Button
            component={Link}
            to={`/contests/jury/${round.roundId}`}
            variant="default"
            size="xs"
            data-testid="admin-round-open"
          >
            {open ? t('rounds.view') : t('rounds.results')}
          </Button>
        </Group>
        <Text size="sm" c="gray.7">
          {t('round.entries', { count: round.entryCount })}
        </Text>
        <JurorProgress round={round} />
        {open && (
          <>
            <InviteJurorForm roundId={round.roundId} />
            <Group gap="sm" wrap="wrap">
              <Button
                variant="light"
                color="red"
                disabled={contestOpen}
                onClick={() => setConfirming(true)}
                data-testid="admin-round-close"
              >
                {t('rounds.close')}
              </Button>
              {contestOpen && (
                <Text size="sm" c="gray.7">
                  {t('rounds.closeAfterDeadline')}
                </Text>
              )}
            </Group>
          </>
        )}
      </Stack>
      <ConfirmDialog
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('rounds.closeTitle')}
        body={t('rounds.closeBody')}
        confirmLabel={t('rounds.close')}
        loading={close.isPending}
        error={close.isError ? errorMessage(close.error) : null}
        onConfirm={() =>
          void close.mutateAsync(round.roundId).then(
            () => {
              setConfirming(false);
              toast.success({ message: t('rounds.closed', { round: roundLabel(round) }) });
            },
            // The dialog says what went wrong.
            () => undefined,
          )
        }
        testId="admin-round-close-confirm"
      />
    </Paper>
  );
}

/** Opens the next round, with an optional title ("Shortlist"). */
function AddRoundForm({ contestId, first }: { contestId: string; first: boolean }) {
  const { t } = useTranslation('contests');
  const failed = useFailureToast();
  const create = useCreateRoundMutation(contestId);
  const form = useContractForm({ schema: createRoundRoute.body, initialValues: { title: '' } });
  const submit = form.onSubmit((fields) =>
    create.mutate(fields.title ?? null, {
      onSuccess: () => {
        form.reset();
        toast.success({ message: t('rounds.added') });
      },
      onError: (error) => {
        if (!form.showServerErrors(error)) failed(error);
      },
    }),
  );
  return (
    <form onSubmit={submit} noValidate data-testid="round-add-form">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label={t('rounds.roundTitle')}
          placeholder={t('rounds.roundTitlePlaceholder')}
          {...form.getInputProps('title')}
          style={{ flex: '1 1 220px' }}
          data-testid="round-add-title"
        />
        <Button type="submit" variant="light" loading={create.isPending} data-testid="round-add">
          {first ? t('rounds.addFirst') : t('rounds.addNext')}
        </Button>
      </Group>
    </form>
  );
}
