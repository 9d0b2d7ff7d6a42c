import { Button, Stack, Text } from '@mantine/core';
import type { ContestDto } from '@vernissage/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { SectionCard } from '../../components/SectionCard';
import { toast } from '../../lib/toast';
import { useErrorMessage } from '../api/use-error-message';
import { useFormatDate } from '../workspace/format-date';
import { usePublishResultsMutation } from './queries';

/** Publishes the results of the last closed round to the entrants (once, after every round is closed). */
export function ResultsSection({ contest }: { contest: ContestDto }) {
  const { t } = useTranslation('contests');
  const formatDate = useFormatDate();
  const errorMessage = useErrorMessage();
  const publish = usePublishResultsMutation(contest.id);
  const [confirming, setConfirming] = useState(false);
  const rounds = contest.rounds ?? [];
  const ready = rounds.length > 0 && rounds.every((round) => round.status === 'closed');
  return (
    <SectionCard title={t('results.title')} description={t('results.help')} testId="contest-results">
      {contest.resultsPublishedAt ? (
        <Text data-testid="results-published">
          {t('results.published', { date: formatDate(contest.resultsPublishedAt) })}
        </Text>
      ) : (
        <Stack gap="xs" align="flex-start">
          <Button disabled={!ready} onClick={() => setConfirming(true)} data-testid="results-publish">
            {t('results.publish')}
          </Button>
          {!ready && (
            <Text size="sm" c="gray.7">
              {t('results.notReady')}
            </Text>
          )}
        </Stack>
      )}
      <ConfirmDialog
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('results.confirmTitle')}
        body={t('results.confirmBody')}
        confirmLabel={t('results.publish')}
        loading={publish.isPending}
        error={publish.isError ? errorMessage(publish.error) : null}
        onConfirm={() =>
          // The published contest replaces the editor this is in: its promise still says how it went.
          void publish.mutateAsync().then(
            () => {
              setConfirming(false);
              toast.success({ message: t('results.done') });
            },
            // The dialog says what went wrong.
            () => undefined,
          )
        }
        testId="results-publish-confirm"
      />
    </SectionCard>
  );
}
