import { Paper, Stack, Table, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ImportField, ImportFix, ImportFlaggedRow, ImportIssue, ImportMapping } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { fixOf, issueFieldsOf, issueMessageKey, reviewColumns } from './import-review';

/** An issue in words: "가격은 숫자여야 합니다 (예: 1,200,000)". */
export function useIssueMessage(): (issue: ImportIssue) => string {
  const { t } = useTranslation('inventory');
  return (issue) =>
    t(`import.issues.${issueMessageKey(issue)}`, {
      field: issue.field ? t(`import.fields.${issue.field}`) : t('import.issues.someField'),
    });
}

/**
 * The rows the check flagged, each with its title and the cells that have a problem; those cells
 * are inputs, and a correction (on Enter or on leaving the cell) becomes a fix and is checked.
 */
export function FlaggedRowsTable({
  flagged,
  mapping,
  fixes,
  onFix,
}: {
  flagged: readonly ImportFlaggedRow[];
  mapping: ImportMapping;
  fixes: readonly ImportFix[];
  onFix: (row: number, field: ImportField, value: string) => void;
}) {
  const { t } = useTranslation('inventory');
  const issueMessage = useIssueMessage();
  const columns = reviewColumns(flagged, mapping);
  // A phone has no room for a table: a card per row, its wrong cells as inputs with their problem.
  const phone = useMediaQuery('(max-width: 36em)');
  if (phone) return <FlaggedRowCards flagged={flagged} fixes={fixes} onFix={onFix} />;
  return (
    <Table.ScrollContainer minWidth={Math.max(480, 160 * columns.length + 220)}>
      <Table verticalSpacing="xs" striped data-testid="import-flagged">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={64}>{t('import.review.row')}</Table.Th>
            {columns.map((field) => (
              <Table.Th key={field}>{t(`import.fields.${field}`)}</Table.Th>
            ))}
            <Table.Th>{t('import.review.problems')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {flagged.map((row) => {
            const wrong = issueFieldsOf(row);
            return (
              <Table.Tr key={row.row} data-testid="import-flagged-row" data-row={row.row}>
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {row.row}
                  </Text>
                </Table.Td>
                {columns.map((field) => (
                  <Table.Td key={field}>
                    {wrong.has(field) ? (
                      <FixInput
                        // A new check may bring a new value: the input starts again from it.
                        key={`${row.values[field] ?? ''}`}
                        value={fixOf(fixes, row.row, field) ?? row.values[field] ?? ''}
                        label={t('import.review.rowLabel', { row: row.row, field: t(`import.fields.${field}`) })}
                        onCommit={(value) => onFix(row.row, field, value)}
                        testId={`import-fix-${row.row}-${field}`}
                      />
                    ) : (
                      <Text size="sm" lineClamp={2}>
                        {row.values[field] ?? ''}
                      </Text>
                    )}
                  </Table.Td>
                ))}
                <Table.Td>
                  <Stack gap={2}>
                    {row.issues.map((issue, index) => (
                      <Text key={index} size="sm" c="red.8" data-testid="import-issue" data-code={issue.code}>
                        {issueMessage(issue)}
                      </Text>
                    ))}
                  </Stack>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function FlaggedRowCards({
  flagged,
  fixes,
  onFix,
}: {
  flagged: readonly ImportFlaggedRow[];
  fixes: readonly ImportFix[];
  onFix: (row: number, field: ImportField, value: string) => void;
}) {
  const { t } = useTranslation('inventory');
  const issueMessage = useIssueMessage();
  return (
    <Stack gap="sm" data-testid="import-flagged">
      {flagged.map((row) => (
        <Paper key={row.row} withBorder p="sm" data-testid="import-flagged-row" data-row={row.row}>
          <Stack gap="xs">
            <Text size="sm" fw={600}>
              {t('import.review.rowTitle', { row: row.row })}
              {row.values.title ? ` · ${row.values.title}` : ''}
            </Text>
            {row.issues.map((issue, index) =>
              issue.field ? (
                <FixInput
                  key={`${index}-${row.values[issue.field] ?? ''}`}
                  value={fixOf(fixes, row.row, issue.field) ?? row.values[issue.field] ?? ''}
                  label={t(`import.fields.${issue.field}`)}
                  visibleLabel
                  error={issueMessage(issue)}
                  onCommit={(value) => issue.field && onFix(row.row, issue.field, value)}
                  testId={`import-fix-${row.row}-${issue.field}`}
                />
              ) : (
                <Text key={index} size="sm" c="red.8" data-testid="import-issue" data-code={issue.code}>
                  {issueMessage(issue)}
                </Text>
              ),
            )}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

/** A flagged cell as an input; what was typed is handed on when Enter is pressed or the cell is left. */
function FixInput({
  value,
  label,
  visibleLabel,
  error = true,
  onCommit,
  testId,
}: {
  value: string;
  label: string;
  visibleLabel?: boolean;
  error?: string | true;
  onCommit: (value: string) => void;
  testId: string;
}) {
  const commit = (typed: string) => {
    if (typed !== value) onCommit(typed);
  };
  return (
    <TextInput
      size="sm"
      defaultValue={value}
      label={visibleLabel ? label : undefined}
      aria-label={visibleLabel ? undefined : label}
      error={error}
      onBlur={(event) => commit(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit(event.currentTarget.value);
      }}
      data-testid={testId}
    />
  );
}
