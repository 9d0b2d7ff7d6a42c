import { Anchor, Badge, Box, Group, Modal, SimpleGrid, Stack, Text, Title, Typography } from '@mantine/core';
import type { ExhibitionDto } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { ArtworkImage, primaryImageOf } from '../artwork/ArtworkImage';
import { ArtworkStateBadge } from '../artwork/ArtworkStateBadge';
import { PriceText } from '../artwork/PriceText';
import { formatDay } from './exhibition-dates';
import { ExhibitionPicture } from './ExhibitionPicture';
import { StatusBadge } from './StatusBadge';
import { titleOf, useTextIn } from '../i18n-content/text-in';

/**
 * The exhibition as visitors will see it, from what was saved: cover, titles, dates, venue, the
 * press text in the reader's language (rendered to safe HTML by the server, ADR 016), the works
 * with their captions and availability, and the installation views.
 */
export function PreviewModal({
  exhibition,
  opened,
  onClose,
}: {
  exhibition: ExhibitionDto;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('exhibitions');
  return (
    <Modal opened={opened} onClose={onClose} title={t('preview.title')} size="xl" data-testid="exhibition-preview">
      <ExhibitionPreview exhibition={exhibition} />
    </Modal>
  );
}

/** The exhibition as visitors see it (the preview's content, and the page of those who may only look). */
export function ExhibitionPreview({ exhibition }: { exhibition: ExhibitionDto }) {
  const { t, i18n } = useTranslation('exhibitions');
  const textIn = useTextIn();
  const title = textIn(titleOf(exhibition));
  const press = textIn({ ko: exhibition.pressHtml, en: exhibition.pressHtmlEn });
  const { venue } = exhibition;
  return (
    <Stack gap="md">
      {exhibition.cover && <ExhibitionPicture picture={exhibition.cover} alt={title} ratio={16 / 9} size="large" />}
      <Stack gap={4}>
        <Group gap={6}>
          <StatusBadge status={exhibition.status} />
        </Group>
        <Title order={2} data-testid="preview-title">
          {title}
        </Title>
        {exhibition.subtitle && <Text c="gray.7">{exhibition.subtitle}</Text>}
        <Text>
          {t('dates', {
            start: formatDay(exhibition.startDate, i18n.language),
            end: formatDay(exhibition.endDate, i18n.language),
          })}
        </Text>
        {(venue.name || venue.address) && (
          <Text size="sm">
            {[venue.name, venue.type === 'physical' ? venue.address : null].filter(Boolean).join(', ')}
          </Text>
        )}
        {venue.type === 'online' && venue.url && (
          <Anchor href={venue.url} target="_blank" rel="noopener noreferrer" size="sm">
            {t('preview.visit')}
          </Anchor>
        )}
        {exhibition.openingReception && (
          <Text size="sm">{t('preview.opening', { text: exhibition.openingReception })}</Text>
        )}
        {exhibition.curator && <Text size="sm">{t('preview.curator', { name: exhibition.curator })}</Text>}
      </Stack>
      {press ? (
        <Typography>
          {/* Safe: the server escapes every character of the author's text and writes only its own tags (ADR 016). */}
          <Box dangerouslySetInnerHTML={{ __html: press }} data-testid="preview-press" />
        </Typography>
      ) : (
        <Text c="gray.7">{t('preview.noText')}</Text>
      )}
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md">
        {exhibition.works.map((work) => (
          <Stack key={work.aid} gap={4} data-testid="preview-work">
            <ArtworkImage
              image={primaryImageOf(work.artwork.images)}
              alt={textIn(titleOf(work.artwork))}
              size="medium"
            />
            <Text size="sm" fw={500}>
              {textIn(titleOf(work.artwork))}
            </Text>
            {work.caption && (
              <Text size="xs" c="gray.7">
                {work.caption}
              </Text>
            )}
            <Group gap={6}>
              <ArtworkStateBadge state={work.artwork.state} size="xs" testId="preview-work-state" />
              <PriceText price={work.artwork.price} size="xs" />
            </Group>
          </Stack>
        ))}
      </SimpleGrid>
      {exhibition.images.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {exhibition.images.map((image, index) => (
            <Stack key={image.id} gap={4}>
              <ExhibitionPicture picture={image} alt={image.caption ?? t('editor.viewAlt', { number: index + 1 })} />
              {image.caption && (
                <Text size="xs" c="gray.7">
                  {image.caption}
                </Text>
              )}
            </Stack>
          ))}
        </SimpleGrid>
      )}
      {!exhibition.published && (
        <Badge variant="outline" color="gray">
          {t('list.draft')}
        </Badge>
      )}
    </Stack>
  );
}
