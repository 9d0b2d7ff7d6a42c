import { Alert, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { TutorialDto } from '@vernissage/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState';
import { QueryErrorAlert } from '../api/QueryErrorAlert';
import { useFailureToast } from '../api/use-error-message';
import { useUpdateTutorialMutation, useTutorialQuery } from './queries';
import { TutorialProgress } from './TutorialProgress';
import { TutorialStepCard } from './TutorialStepCard';

/** The tutorial of the person in workspace `gid`: its progress, its steps, and skip or reopen. */
export function TutorialPage({ gid }: { gid: string | null }) {
  const { t } = useTranslation('tutorial');
  const query = useTutorialQuery(gid);
  if (query.isPending) return <Skeleton height={240} data-testid="tutorial-loading" />;
  if (query.isError) return <QueryErrorAlert error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.steps.length === 0) {
    return <EmptyState title={t('noStepsTitle')} body={t('noStepsBody')} testId="tutorial-empty" />;
  }
  return <TutorialSteps gid={gid} tutorial={query.data} />;
}

function TutorialSteps({ gid, tutorial }: { gid: string | null; tutorial: TutorialDto }) {
  const { t } = useTranslation('tutorial');
  const update = useUpdateTutorialMutation(gid);
  const failed = useFailureToast();
  // The one change in flight, so only its button spins.
  const [pending, setPending] = useState<string | null>(null);
  const change = (key: string, body: Parameters<typeof update.mutate>[0]) => {
    setPending(key);
    update.mutate(body, { onError: failed, onSettled: () => setPending(null) });
  };
  const allDone = tutorial.progress.done === tutorial.progress.total;
  return (
    <Stack gap="md">
      <Text c="gray.7">{t(`intro.${introKey(tutorial.type)}`)}</Text>
      <TutorialProgress progress={tutorial.progress} />
      {tutorial.closed ? (
        <Alert color="gray" title={t('closedTitle')} data-testid="tutorial-closed">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{t('closedBody')}</Text>
            <Button
              variant="default"
              loading={pending === 'close'}
              onClick={() => change('close', { closed: false })}
              data-testid="tutorial-reopen"
            >
              {t('reopen')}
            </Button>
          </Stack>
        </Alert>
      ) : (
        allDone && (
          <Alert color="green" title={t('allDoneTitle')} data-testid="tutorial-all-done">
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{t('allDoneBody')}</Text>
              <Button
                color="green"
                loading={pending === 'close'}
                onClick={() => change('close', { closed: true })}
                data-testid="tutorial-finish"
              >
                {t('finish')}
              </Button>
            </Stack>
          </Alert>
        )
      )}
      {tutorial.steps.map((step, index) => (
        <TutorialStepCard
          key={step.id}
          step={step}
          number={index + 1}
          busy={pending === step.id}
          onMark={(done) => change(step.id, { step: step.id, done })}
        />
      ))}
      {!tutorial.closed && !allDone && (
        <Group justify="flex-end">
          <Button
            variant="subtle"
            color="gray"
            loading={pending === 'close'}
            onClick={() => change('close', { closed: true })}
            data-testid="tutorial-skip"
          >
            {t('skip')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

const INTRO_TYPES = ['0', '1', '3', '7', '9'] as const;

/** The intro written for the person's user type (SPEC.md §3 codes). */
function introKey(type: number | null): (typeof INTRO_TYPES)[number] | 'none' {
  return INTRO_TYPES.find((key) => key === String(type)) ?? 'none';
}
