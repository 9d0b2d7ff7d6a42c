import { Box, Group, Stack, Text } from '@mantine/core';
import type { ArtworkDto } from '@vernissage/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toLocale } from '../../i18n/i18n-options';
import { ArtworkImage, primaryImageOf } from '../artwork/ArtworkImage';

/** A work's title in the reader's language, else in Korean. */
function workTitleIn(work: Pick<ArtworkDto, 'title' | 'titleEn'>, language: string): string {
  return (language === 'en' && work.titleEn) || work.title;
}

/** One work as a line: its picture, title and artist, and what can be done with it (`children`). */
export function WorkLine({ work, children, testId }: { work: ArtworkDto; children: ReactNode; testId: string }) {
  const { t, i18n } = useTranslation('adminContent');
  const title = workTitleIn(work, toLocale(i18n.resolvedLanguage));
  return (
    <Group gap="sm" wrap="nowrap" align="center" data-testid={testId} data-aid={work.aid}>
      <Box w={64} style={{ flexShrink: 0 }}>
        <ArtworkImage image={primaryImageOf(work.images)} alt={title} size="thumbnail" />
      </Box>
      <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
        <Text fw={600} truncate="end" data-testid={`${testId}-title`}>
          {title}
        </Text>
        <Text size="sm" c="gray.7" truncate="end">
          {work.artistName ?? t('featured.noArtist')}
        </Text>
      </Stack>
      <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }}>
        {children}
      </Group>
    </Group>
  );
}
