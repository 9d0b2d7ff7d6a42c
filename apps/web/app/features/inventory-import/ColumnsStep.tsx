import { Alert, Button, Group, Paper, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { IMPORT_FIELDS, type ImportCheckDto, type ImportField, numberFormat } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { repeatedFields } from './import-review';
import { ImportErrorAlert } from './ImportErrorAlert';
import type { ImportFlow } from './use-import-flow';

/** How many values of a column the mapping shows, to tell what it holds. */
const SAMPLES_SHOWN = 3;

/**
 * Step two: each column of the sheet with its heading and a few values, and the field it fills
 * (the server's suggestion chosen to begin with, or "Don't import"). A change is checked again.
 */
export function ColumnsStep({ flow, check }: { flow: ImportFlow; check: ImportCheckDto }) {
  const { t, i18n } = useTranslation('inventory');
  const repeated = repeatedFields(flow.mapping);
  const options = [
    { value: '', label: t('import.columns.skip') },
    ...IMPORT_FIELDS.map((field) => ({ value: field, label: t(`import.fields.${field}`) })),
  ];
  return (
    <Stack gap="md" data-testid="import-step-columns">
      <Text size="sm" c="gray.7">
        {t('import.columns.intro')}{' '}
        <Text span fw={600} c="dark" data-testid="import-row-count">
          {t('import.columns.rowCount', { n: numberFormat(i18n.language).format(check.rowCount) })}
        </Text>
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
        {check.headers.map((header, index) => {
          const field = flow.mapping[index] ?? null;
          return (
            <Paper
              key={index}
              withBorder
              p="sm"
              data-testid="import-column"
              data-header={header}
              data-field={field ?? ''}
            >
              <Stack gap={6}>
                <Text size="xs" c="gray.7">
                  {t('import.columns.column', { index: index + 1 })}
                </Text>
                <Text fw={700} lineClamp={1}>
                  {header || t('import.columns.untitled')}
                </Text>
                <Stack gap={0} aria-label={t('import.columns.sample')}>
                  {check.sample.slice(0, SAMPLES_SHOWN).map((row, rowIndex) => (
                    <Text key={rowIndex} size="sm" c="gray.7" lineClamp={1}>
                      {row[index]?.trim() ? row[index] : t('import.columns.blank')}
                    </Text>
                  ))}
                </Stack>
                <Select
                  label={t('import.columns.field')}
                  data={options}
                  value={field ?? ''}
                  allowDeselect={false}
                  searchable
                  onChange={(value) => flow.mapColumn(index, value ? (value as ImportField) : null)}
                  error={field !== null && repeated.has(field) ? t('import.columns.repeated') : undefined}
                  comboboxProps={{ withinPortal: true }}
                  data-testid={`import-column-field-${index}`}
                />
              </Stack>
            </Paper>
          );
        })}
      </SimpleGrid>
      {!flow.mapping.includes('title') && (
        <Alert color="yellow" data-testid="import-no-title">
          {t('import.columns.noTitle')}
        </Alert>
      )}
      <ImportErrorAlert error={flow.checkError} testId="import-columns-error" />
      <Group justify="space-between">
        <Button variant="default" onClick={() => flow.goTo('files')}>
          {t('import.columns.back')}
        </Button>
        <Button
          onClick={() => flow.goTo('review')}
          loading={flow.checking}
          disabled={repeated.size > 0}
          data-testid="import-to-review"
        >
          {t('import.columns.next')}
        </Button>
      </Group>
    </Stack>
  );
}
