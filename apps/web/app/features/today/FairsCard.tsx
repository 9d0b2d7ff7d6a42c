import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { TodayDto } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { nameOf, useTextIn } from '../i18n-content/text-in';
import { useFormatDate } from '../workspace/format-date';

/** A fair organiser's fairs, the next first, with the applications waiting for a decision. */
export function FairsCard({ fairs }: { fairs: TodayDto['fairs'] }) {
  const { t } = useTranslation('home');
  const formatDate = useFormatDate();
  const textIn = useTextIn();
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} data-testid="home-fairs">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4">
          {t('fairs.title')}
        </Title>
        {fairs.length > 0 && (
          <Anchor component={Link} to="/fairs" size="sm">
            {t('fairs.all')}
          </Anchor>
        )}
      </Group>
      {fairs.length === 0 ? (
        <Stack gap="xs" align="flex-start" data-testid="home-fairs-empty">
          <Text fw={700}>{t('fairs.emptyTitle')}</Text>
          <Text size="sm" c="gray.7">
            {t('fairs.empty')}
          </Text>
          <Button component={Link} to="/fairs" size="xs">
            {t('fairs.create')}
          </Button>
        </Stack>
      ) : (
        fairs.map((fair) => (
          <Group
            key={fair.fairId}
            justify="space-between"
            gap="sm"
            py={8}
            data-testid="home-fair"
            style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
          >
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Anchor component={Link} to={`/fairs/${fair.fairId}`} fw={700} truncate>
                {textIn(nameOf(fair))}
              </Anchor>
              <Text size="sm" c="gray.7">
                {t('fairs.dates', { start: formatDate(fair.startDate), end: formatDate(fair.endDate) })}
              </Text>
            </Stack>
            <Group gap="xs">
              <Badge color={fair.applied > 0 ? 'orange' : 'gray'} variant="light" data-testid="home-fair-applied">
                {t('fairs.applied', { count: fair.applied })}
              </Badge>
              <Badge color="green" variant="light">
                {t('fairs.accepted', { count: fair.accepted })}
              </Badge>
            </Group>
          </Group>
        ))
      )}
    </Paper>
  );
}
