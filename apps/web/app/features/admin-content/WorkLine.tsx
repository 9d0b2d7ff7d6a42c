import { Box, Group, Stack, Text } from '@mantine/core';
import type { ArtworkDto } from '@vernissage/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ArtworkImage, primaryImageOf } from '../artwork/ArtworkImage';
import { artistNameOf, titleOf, useTextIn } from '../i18n-content/text-in';

/** One work as a line: its picture, title and artist, and what can be done with it (`children`). */
export function WorkLine({ work, children, testId }: { work: ArtworkDto; children: ReactNode; testId: string }) {
  const { t } = useTranslation('adminContent');
  const textIn = useTextIn();
  const title = textIn(titleOf(work));
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
          {textIn(artistNameOf(work)) || t('featured.noArtist')}
        </Text>
      </Stack>
      <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }}>
        {children}
      </Group>
    </Group>
  );
}
