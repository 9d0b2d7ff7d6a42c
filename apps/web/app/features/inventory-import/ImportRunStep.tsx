import { Button, Group, List, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { numberFormat, type ImportResultDto } from '@vernissage/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorCodeOf } from '../api/api-errors';
import { formatBytes } from './image-bundle';
import { ImportErrorAlert } from './ImportErrorAlert';
import { UndoImportDialog, type UndoTarget } from './UndoImportDialog';
import type { ImportFlow, ImportRun } from './use-import-flow';

/** How many unmatched image names the result lists before saying how many more there are. */
const UNMATCHED_SHOWN = 20;

/** Step four: the import under way (packing, sending, the server's progress), then its result. */
export function ImportRunStep({ gid, flow }: { gid: string; flow: ImportFlow }) {
  const { t } = useTranslation('inventory');
  const run = flow.run;
  if (!run) return null;
  if (run.phase === 'done') return <ImportResult gid={gid} flow={flow} result={run.result} />;
  if (run.phase === 'failed') {
    // Nothing answered: the server may have imported everything and the answer been lost. Started
    // again, the import goes with the same key and is not done twice (ADR 086).
    const unanswered = errorCodeOf(run.error) === 'network';
    return (
      <Stack gap="md" data-testid="import-step-run" data-phase="failed">
        <Text fw={600} c="red.8" data-testid="import-run-failed">
          {t(unanswered ? 'import.run.unanswered' : 'import.run.failed')}
        </Text>
        <ImportErrorAlert error={run.error} testId="import-run-error" />
        <Group>
          {unanswered && (
            <Button onClick={() => void flow.start()} data-testid="import-start-again">
              {t('import.run.again')}
            </Button>
          )}
          <Button variant="default" onClick={() => flow.goTo('review')} data-testid="import-back-to-review">
            {t('import.run.back')}
          </Button>
        </Group>
      </Stack>
    );
  }
  return (
    <Stack gap="md" data-testid="import-step-run" data-phase={run.phase}>
      <RunProgress run={run} />
    </Stack>
  );
}

/** One bar for the phase under way, with "done / total" in figures. */
function RunProgress({ run }: { run: Exclude<ImportRun, { phase: 'done' } | { phase: 'failed' }> }) {
  const { t, i18n } = useTranslation('inventory');
  const numbers = numberFormat(i18n.language);
  const [done, total, figures] =
    run.phase === 'uploading'
      ? [run.sent, run.total, `${formatBytes(run.sent, i18n.language)} / ${formatBytes(run.total, i18n.language)}`]
      : [run.done, run.total, `${numbers.format(run.done)} / ${numbers.format(run.total)}`];
  const value = total > 0 ? Math.min(100, (done / total) * 100) : 0;
  const waiting = run.phase === 'importing' && done === 0;
  return (
    <Paper withBorder p="md">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Text fw={600}>{t(`import.run.${run.phase}`)}</Text>
          <Text size="sm" c="gray.7" data-testid="import-progress-figures">
            {waiting ? t('import.run.waiting') : figures}
          </Text>
        </Group>
        <Progress
          value={value}
          animated={waiting}
          striped={waiting}
          size="lg"
          aria-label={t(`import.run.${run.phase}`)}
          data-testid="import-progress"
          data-phase={run.phase}
          data-done={done}
          data-total={total}
        />
      </Stack>
    </Paper>
  );
}

/** What the import did, the way to the inventory, an undo and another import. */
function ImportResult({ gid, flow, result }: { gid: string; flow: ImportFlow; result: ImportResultDto }) {
  const { t, i18n } = useTranslation('inventory');
  const numbers = numberFormat(i18n.language);
  const [undoing, setUndoing] = useState<UndoTarget | null>(null);
  const figures = [
    { key: 'created', value: result.created },
    { key: 'skipped', value: result.skipped },
    { key: 'matched', value: result.images.matched },
  ] as const;
  const unmatched = result.images.unmatched;
  return (
    <Stack gap="md" data-testid="import-result" data-import-id={result.importId}>
      <Title order={2} size="h4">
        {t('import.result.title')}
      </Title>
      <SimpleGrid cols={{ base: 3 }} spacing="sm">
        {figures.map((figure) => (
          <Paper
            key={figure.key}
            withBorder
            p="sm"
            data-testid={`import-result-${figure.key}`}
            data-value={figure.value}
          >
            <Text size="xs" c="gray.7">
              {t(`import.result.${figure.key}`)}
            </Text>
            <Text fw={700} size="xl">
              {numbers.format(figure.value)}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      {unmatched.length > 0 && (
        <Stack gap={4} data-testid="import-unmatched">
          <Text size="sm" fw={600} c="orange.9">
            {t('import.result.unmatched', { n: numbers.format(unmatched.length) })}
          </Text>
          <List size="sm">
            {unmatched.slice(0, UNMATCHED_SHOWN).map((name) => (
              <List.Item key={name}>{name}</List.Item>
            ))}
          </List>
          {unmatched.length > UNMATCHED_SHOWN && (
            <Text size="sm" c="gray.7">
              {t('import.result.moreUnmatched', { n: numbers.format(unmatched.length - UNMATCHED_SHOWN) })}
            </Text>
          )}
        </Stack>
      )}
      <Group gap="sm">
        <Button component={Link} to="/inventory" data-testid="import-to-inventory">
          {t('import.result.toInventory')}
        </Button>
        <Button
          variant="default"
          color="red"
          onClick={() => setUndoing({ id: result.importId, fileName: flow.file?.name ?? '' })}
          data-testid="import-result-undo"
        >
          {t('import.result.undo')}
        </Button>
        <Button variant="subtle" onClick={flow.reset} data-testid="import-again">
          {t('import.result.again')}
        </Button>
      </Group>
      <UndoImportDialog gid={gid} target={undoing} onClose={() => setUndoing(null)} onUndone={flow.reset} />
    </Stack>
  );
}
