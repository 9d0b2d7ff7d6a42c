import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import type { ExhibitionSummaryDto } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDay } from './exhibition-dates';
import { ExhibitionPicture } from './ExhibitionPicture';
import { StatusBadge } from './StatusBadge';
import { titleOf, useOtherText, useTextIn } from '../i18n-content/text-in';

/** An exhibition in the list: cover, status, titles, dates, venue, how many works; opens the editor. */
export function ExhibitionCard({ exhibition }: { exhibition: ExhibitionSummaryDto }) {
  const { t, i18n } = useTranslation('exhibitions');
  const title = useTextIn()(titleOf(exhibition));
  const other = useOtherText()(titleOf(exhibition));
  const venue = exhibition.venue.type === 'online' ? t('list.online') : exhibition.venue.name;
  return (
    <Card
      withBorder
      padding="sm"
      component={Link}
      to={`/exhibitions/${exhibition.exhibitionid}`}
      data-testid="exhibition-card"
      data-exhibitionid={exhibition.exhibitionid}
    >
      <Card.Section>
        <ExhibitionPicture picture={exhibition.cover} alt={title} ratio={16 / 9} />
      </Card.Section>
      <Stack gap={4} mt="sm">
        <Group gap={6}>
          <StatusBadge status={exhibition.status} />
          <Badge variant="outline" color={exhibition.published ? 'blue' : 'gray'} size="sm">
            {exhibition.published ? t('list.published') : t('list.draft')}
          </Badge>
          {exhibition.shared && (
            <Badge variant="light" color="grape" size="sm" data-testid="exhibition-shared">
              {t('list.sharedBy', { name: exhibition.galleryName })}
            </Badge>
          )}
        </Group>
        <Text fw={600} lineClamp={2} data-testid="exhibition-title">
          {title}
        </Text>
        {other && other !== title && (
          <Text size="sm" c="gray.7" lineClamp={1}>
            {other}
          </Text>
        )}
        <Text size="sm">
          {t('dates', {
            start: formatDay(exhibition.startDate, i18n.language),
            end: formatDay(exhibition.endDate, i18n.language),
          })}
        </Text>
        <Text size="sm" c="gray.7">
          {[venue, t('list.works', { count: exhibition.workCount })].filter(Boolean).join(' · ')}
        </Text>
      </Stack>
    </Card>
  );
}
