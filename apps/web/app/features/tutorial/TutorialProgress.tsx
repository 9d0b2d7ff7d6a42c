import { Group, Progress, Text } from '@mantine/core';
import type { TutorialDto } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';

/** How far the person is: a bar and "1 of 3 done" (on the tutorial page and the dashboard card). */
export function TutorialProgress({ progress }: { progress: TutorialDto['progress'] }) {
  const { t } = useTranslation('tutorial');
  const percent = progress.total === 0 ? 100 : Math.round((progress.done / progress.total) * 100);
  return (
    <Group gap="sm" wrap="nowrap" data-testid="tutorial-progress">
      <Progress
        value={percent}
        size="lg"
        radius="xl"
        style={{ flex: 1 }}
        aria-label={t('progressLabel')}
        color={progress.done === progress.total ? 'green' : 'blue'}
      />
      <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }} data-testid="tutorial-progress-text">
        {t('progress', { done: progress.done, total: progress.total })}
      </Text>
    </Group>
  );
}
