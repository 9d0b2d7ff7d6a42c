import { Badge, Group, Stack, Text } from '@mantine/core';
import { UserType, type ContestDto } from '@vernissage/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ClosesInBadge, useDeadlineText } from './ContestBadges';

/** The account types a contest names, as readers call them. */
export function EligibleTypes({ types }: { types: readonly number[] }) {
  const { t } = useTranslation('contests');
  return (
    <Group gap={6} data-testid="contest-eligible">
      {[...types]
        .sort((a, b) => a - b)
        .map((type) => (
          <Badge key={type} variant="outline" color="secondary">
            {type === UserType.gallery ? t('eligible.gallery') : type === UserType.artist ? t('eligible.artist') : type}
          </Badge>
        ))}
    </Group>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="gray.7" fw={600} tt="uppercase">
        {label}
      </Text>
      {children}
    </Stack>
  );
}

/** What an entrant needs to know at a glance: the deadline in the contest's zone, who may enter, how many works, the prizes. */
export function ContestFacts({ contest, clampPrizes = false }: { contest: ContestDto; clampPrizes?: boolean }) {
  const { t } = useTranslation('contests');
  const deadlineText = useDeadlineText();
  return (
    <Stack gap="sm" data-testid="contest-facts">
      <Fact label={t('facts.deadline')}>
        <Group gap="xs" wrap="wrap">
          <Text size="sm" data-testid="contest-deadline">
            {deadlineText(contest.deadline, contest.timeZone)}
          </Text>
          <ClosesInBadge deadline={contest.deadline} />
        </Group>
      </Fact>
      <Fact label={t('facts.eligible')}>
        <EligibleTypes types={contest.eligibleTypes} />
      </Fact>
      <Fact label={t('facts.works')}>
        <Text size="sm" data-testid="contest-works-allowed">
          {t('facts.worksAllowed', { count: contest.worksAllowed })}
        </Text>
      </Fact>
      {contest.prizes && (
        <Fact label={t('facts.prizes')}>
          <Text
            size="sm"
            style={{ whiteSpace: 'pre-line' }}
            lineClamp={clampPrizes ? 4 : undefined}
            data-testid="contest-prizes"
          >
            {contest.prizes}
          </Text>
        </Fact>
      )}
    </Stack>
  );
}
