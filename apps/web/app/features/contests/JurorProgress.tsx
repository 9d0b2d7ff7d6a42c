import { Group, Progress, Stack, Text } from '@mantine/core';
import type { ContestRoundSummaryDto } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';

/** Each juror of a round and how many of its entries they have scored: progress, never the scores. */
export function JurorProgress({ round }: { round: Pick<ContestRoundSummaryDto, 'jurors' | 'entryCount'> }) {
  const { t } = useTranslation('contests');
  if (round.jurors.length === 0) {
    return (
      <Text size="sm" c="gray.7" data-testid="jurors-none">
        {t('jurors.none')}
      </Text>
    );
  }
  return (
    <Stack gap={6} data-testid="jurors">
      {round.jurors.map((juror) => (
        <Stack key={juror.email} gap={2} data-testid="juror" data-email={juror.email}>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm" truncate>
              {juror.email}
            </Text>
            <Text size="sm" c="gray.7" style={{ flex: 'none' }} data-testid="juror-scored">
              {t('jurors.scored', { scored: juror.scored, count: round.entryCount })}
            </Text>
          </Group>
          <Progress
            value={round.entryCount ? (juror.scored / round.entryCount) * 100 : 0}
            size="sm"
            aria-label={t('jurors.progressOf', { email: juror.email })}
          />
        </Stack>
      ))}
    </Stack>
  );
}
