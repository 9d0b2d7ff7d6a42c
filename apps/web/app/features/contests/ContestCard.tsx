import { Anchor, Badge, Card, Group, Stack, Title } from '@mantine/core';
import type { ContestDto } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toLocale } from '../../i18n/i18n-options';
import { ContestFacts } from './ContestFacts';
import { contestTitleIn } from './contest-states';

/** A contest in the list: its title (to its page), deadline and countdown, who may enter, works allowed, prizes. */
export function ContestCard({ contest, entered }: { contest: ContestDto; entered: boolean }) {
  const { t, i18n } = useTranslation('contests');
  return (
    <Card withBorder padding="md" data-testid="contest-card" data-id={contest.id}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Title order={3} size="h4">
            <Anchor component={Link} to={`/contests/${contest.id}`} inherit data-testid="contest-card-title">
              {contestTitleIn(contest, toLocale(i18n.resolvedLanguage))}
            </Anchor>
          </Title>
          {entered && (
            <Badge variant="filled" color="blue" style={{ flex: 'none' }} data-testid="contest-entered">
              {t('list.entered')}
            </Badge>
          )}
        </Group>
        <ContestFacts contest={contest} clampPrizes />
      </Stack>
    </Card>
  );
}
