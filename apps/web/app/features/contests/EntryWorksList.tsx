import { Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ArtworkImage } from '../artwork/ArtworkImage';
import { ImageButton } from '../inventory/editor/ImageButton';
import type { PickedWork } from './entry-form';
import { useTextIn } from '../i18n-content/text-in';

/** The works picked for an entry, in order, each with a way to take it out again. */
export function EntryWorksList({
  works,
  onRemove,
  disabled,
}: {
  works: PickedWork[];
  onRemove: (aid: string) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation('contests');
  const textIn = useTextIn();
  if (works.length === 0) {
    return (
      <Text size="sm" c="gray.7" data-testid="entry-no-works">
        {t('entry.noWorks')}
      </Text>
    );
  }
  return (
    <Stack gap={6}>
      {works.map((work, index) => (
        <Paper key={work.aid} withBorder p={6} data-testid="entry-work" data-aid={work.aid}>
          <Group gap="sm" wrap="nowrap">
            <div style={{ width: 56, flex: 'none' }}>
              <ArtworkImage image={work.image} alt="" size="thumbnail" />
            </div>
            <Text size="sm" fw={500} truncate style={{ flex: 1, minWidth: 0 }} data-testid="entry-work-title">
              {index + 1}. {textIn(work.title)}
            </Text>
            <ImageButton
              label={t('entry.removeWork', { title: textIn(work.title) })}
              symbol="×"
              color="red"
              disabled={disabled}
              onClick={() => onRemove(work.aid)}
              testId="entry-work-remove"
            />
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
