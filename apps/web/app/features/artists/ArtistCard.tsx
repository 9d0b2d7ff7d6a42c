import { Avatar, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { ArtistDto } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { biographyOf, nameOf, useOtherText, useTextIn } from '../i18n-content/text-in';

/** An artist with photo, names (the reader's language first), birth year and nationality, works count, biography and the edit/delete buttons. */
export function ArtistCard({
  artist,
  onEdit,
  onDelete,
}: {
  artist: ArtistDto;
  onEdit: (() => void) | null;
  onDelete: (() => void) | null;
}) {
  const { t } = useTranslation('artists');
  const textIn = useTextIn();
  const name = textIn(nameOf(artist));
  const otherName = useOtherText()(nameOf(artist));
  const biography = textIn(biographyOf(artist));
  const facts = [artist.birthYear ? t('card.born', { year: artist.birthYear }) : null, artist.nationality].filter(
    Boolean,
  );
  return (
    <Paper withBorder p="md" data-testid="artist-card" data-name={artist.name}>
      <Group align="flex-start" gap="md" wrap="nowrap">
        <Avatar src={artist.photo?.thumbnail} name={name} color="initials" size={64} radius="xl" />
        <Stack gap={4} miw={0} flex={1}>
          <Group gap="xs" justify="space-between" wrap="wrap">
            <Stack gap={0} miw={0}>
              <Text fw={700} truncate data-testid="artist-card-name">
                {name}
              </Text>
              {otherName && (
                <Text size="sm" c="gray.7" truncate data-testid="artist-card-other-name">
                  {otherName}
                </Text>
              )}
            </Stack>
            <Group gap={6}>
              {onEdit && (
                <Button size="xs" variant="default" onClick={onEdit} data-testid="artist-edit">
                  {t('card.edit')}
                </Button>
              )}
              {onDelete && (
                <Button size="xs" variant="subtle" color="red" onClick={onDelete} data-testid="artist-delete">
                  {t('card.delete')}
                </Button>
              )}
            </Group>
          </Group>
          <Text size="xs" c="gray.7">
            {[...facts, t('card.works', { count: artist.artworkCount })].join(' · ')}
          </Text>
          {biography && (
            <Text size="sm" lineClamp={3}>
              {biography}
            </Text>
          )}
          {artist.website && (
            <Text
              size="xs"
              c="blue.8"
              component="a"
              href={artist.website}
              target="_blank"
              rel="noopener noreferrer"
              truncate
            >
              {artist.website}
            </Text>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}
