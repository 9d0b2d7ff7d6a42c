import { Alert, Button, Group, Loader, Paper, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { numberFormat, type ImportCheckDto } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { FlaggedRowsTable } from './FlaggedRowsTable';
import { repeatedFields } from './import-review';
import { ImportErrorAlert } from './ImportErrorAlert';
import type { ImportFlow } from './use-import-flow';

/** How many repeated stock numbers the review lists before saying how many more there are. */
const DUPLICATES_SHOWN = 8;

/**
 * Step three: what the import would do — rows ready, rows to fix, repeated stock numbers, rows
 * naming an image — the flagged rows to correct in place, what to do with repeated stock numbers,
 * and the Import button, which opens only when nothing is left to fix.
 */
export function ReviewStep({ flow, check }: { flow: ImportFlow; check: ImportCheckDto }) {
  const { t, i18n } = useTranslation('inventory');
  const numbers = numberFormat(i18n.language);
  const flaggedCount = check.rowCount - check.valid;
  const mappingProblem = repeatedFields(flow.mapping).size > 0;
  const ready = flaggedCount === 0 && !mappingProblem && !flow.checking;
  const counts = [
    { key: 'valid', value: check.valid, color: undefined },
    { key: 'flagged', value: flaggedCount, color: flaggedCount > 0 ? 'red.8' : undefined },
    { key: 'duplicates', value: check.duplicates.length, color: check.duplicates.length > 0 ? 'orange.9' : undefined },
    { key: 'images', value: check.images.named, color: undefined },
  ] as const;
  return (
    <Stack gap="lg" data-testid="import-step-review">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        {counts.map((count) => (
          <Paper key={count.key} withBorder p="sm" data-testid={`import-count-${count.key}`} data-value={count.value}>
            <Text size="xs" c="gray.7">
              {t(`import.review.${count.key}`)}
            </Text>
            <Text fw={700} size="xl" c={count.color}>
              {numbers.format(count.value)}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      <ImportErrorAlert error={flow.checkError} testId="import-review-error" />
      {check.flagged.length > 0 ? (
        <Stack gap="xs">
          <Group gap="xs">
            <Title order={2} size="h4">
              {t('import.review.flaggedTitle')}
            </Title>
            {flow.checking && <Loader size="xs" aria-label={t('import.review.checking')} />}
          </Group>
          <Text size="sm" c="gray.7">
            {t('import.review.flaggedIntro')}
          </Text>
          <FlaggedRowsTable flagged={check.flagged} mapping={flow.mapping} fixes={flow.fixes} onFix={flow.fixCell} />
          {flaggedCount > check.flagged.length && (
            <Text size="sm" c="orange.9">
              {t('import.review.moreFlagged', {
                shown: numbers.format(check.flagged.length),
                n: numbers.format(flaggedCount),
              })}
            </Text>
          )}
        </Stack>
      ) : (
        <Alert color="green" data-testid="import-none-flagged">
          {t('import.review.noneFlagged')}
        </Alert>
      )}
      {check.duplicates.length > 0 && <Duplicates flow={flow} check={check} />}
      {mappingProblem && <Alert color="red">{t('import.review.blockedMapping')}</Alert>}
      <Group justify="space-between" align="center">
        <Button variant="default" onClick={() => flow.goTo('columns')}>
          {t('import.columns.back')}
        </Button>
        <Group gap="sm" justify="flex-end">
          <Text size="sm" c={ready ? 'gray.7' : 'red.8'} data-testid="import-ready-note">
            {flow.checking
              ? t('import.review.checking')
              : flaggedCount > 0
                ? t('import.review.blocked')
                : t('import.review.ready', { n: numbers.format(check.rowCount) })}
          </Text>
          <Button onClick={() => void flow.start()} disabled={!ready} data-testid="import-start">
            {t('import.review.import')}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}

/** The repeated stock numbers, and whether their rows are skipped or imported anyway. */
function Duplicates({ flow, check }: { flow: ImportFlow; check: ImportCheckDto }) {
  const { t, i18n } = useTranslation('inventory');
  const shown = check.duplicates.slice(0, DUPLICATES_SHOWN);
  return (
    <Stack gap="xs" data-testid="import-duplicates">
      <Title order={2} size="h4">
        {t('import.review.duplicatesTitle')}
      </Title>
      <Stack gap={2}>
        {shown.map((duplicate) => (
          <Text key={duplicate.row} size="sm">
            {t(duplicate.inFile ? 'import.review.duplicateInFile' : 'import.review.duplicateInInventory', {
              row: duplicate.row,
              stock: duplicate.stockNumber,
            })}
          </Text>
        ))}
        {check.duplicates.length > shown.length && (
          <Text size="sm" c="gray.7">
            {t('import.review.moreDuplicates', {
              n: numberFormat(i18n.language).format(check.duplicates.length - shown.length),
            })}
          </Text>
        )}
      </Stack>
      <Group gap="sm">
        <Text size="sm" fw={500}>
          {t('import.review.duplicatesChoice')}
        </Text>
        <SegmentedControl
          value={flow.duplicates}
          onChange={(value) => flow.setDuplicates(value === 'create' ? 'create' : 'skip')}
          data={[
            { value: 'skip', label: t('import.review.skip') },
            { value: 'create', label: t('import.review.create') },
          ]}
          data-testid="import-duplicates-choice"
        />
      </Group>
    </Stack>
  );
}
