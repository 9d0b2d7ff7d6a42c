import { Group, Stack, Table, Text } from '@mantine/core';
import { numberFormat, type RoundEntryDto } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { toLocale } from '../../i18n/i18n-options';

/** A closed round's outcome for one entry: the total and every juror's score, mark and note. */
export function RoundScores({ entry }: { entry: RoundEntryDto }) {
  const { t, i18n } = useTranslation('contests');
  const numbers = numberFormat(toLocale(i18n.resolvedLanguage), { maximumFractionDigits: 2 });
  const { total, scores = [] } = entry;
  if (!total) return null;
  return (
    <Stack gap="sm" data-testid="round-scores">
      <Group gap="lg" wrap="wrap" data-testid="round-total">
        <Text size="sm">
          {t('total.average')}{' '}
          <Text span fw={700} data-testid="round-average">
            {total.average === null ? '—' : numbers.format(total.average)}
          </Text>
        </Text>
        <Text size="sm">
          {t('total.sum')}{' '}
          <Text span fw={700}>
            {total.sum}
          </Text>
        </Text>
        <Text size="sm">
          {t('total.count')}{' '}
          <Text span fw={700}>
            {total.count}
          </Text>
        </Text>
        <Text size="sm">
          {t('total.mark')}{' '}
          <Text span fw={700} data-testid="round-mark" data-mark={total.mark}>
            {t(`marks.${total.mark}`)}
          </Text>
        </Text>
      </Group>
      {scores.length > 0 && (
        <Table.ScrollContainer minWidth={480}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('total.juror')}</Table.Th>
                <Table.Th>{t('total.score')}</Table.Th>
                <Table.Th>{t('total.markOne')}</Table.Th>
                <Table.Th>{t('total.note')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {scores.map((score) => (
                <Table.Tr key={score.juror} data-testid="round-score">
                  <Table.Td>{score.juror}</Table.Td>
                  <Table.Td>{score.score}</Table.Td>
                  <Table.Td>{t(`marks.${score.mark}`)}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'pre-line' }}>{score.note ?? '—'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
