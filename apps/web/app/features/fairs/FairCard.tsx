import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import type { FairDto } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusBadge } from '../exhibitions/StatusBadge';
import { useTextIn } from '../i18n-content/text-in';
import { fairNameIn, organiserNameOf, otherFairNameThan } from './fair-names';
import { FairFacts } from './FairFacts';

/** A fair in the organiser's list: status, published or draft, names, dates and venue; opens the fair. */
export function FairCard({ fair }: { fair: FairDto }) {
  const { t, i18n } = useTranslation('fairs');
  const name = fairNameIn(fair, i18n.language);
  const other = otherFairNameThan(fair, i18n.language);
  const textIn = useTextIn();
  return (
    <Card
      withBorder
      padding="md"
      component={Link}
      to={`/fairs/${fair.fairId}`}
      data-testid="fair-card"
      data-fairid={fair.fairId}
    >
      <Stack gap={6}>
        <Group gap={6}>
          <StatusBadge status={fair.status} />
          <Badge variant="outline" color={fair.published ? 'blue' : 'gray'} size="sm">
            {fair.published ? t('list.published') : t('list.draft')}
          </Badge>
          {fair.role === 'organiser' && (
            <Badge variant="light" color="grape" size="sm">
              {t('list.coOrganised', { name: textIn(organiserNameOf(fair)) })}
            </Badge>
          )}
        </Group>
        <Text fw={600} lineClamp={2} data-testid="fair-card-name">
          {name}
        </Text>
        {other && other !== name && (
          <Text size="sm" c="gray.7" lineClamp={1}>
            {other}
          </Text>
        )}
        <FairFacts fair={fair} />
      </Stack>
    </Card>
  );
}
