import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * One post or opportunity in an admin list: its title (opening the editor), a line of facts, its
 * badges, and its actions — a look at the public page once published, and delete.
 */
export function ContentRow({
  id,
  title,
  editTo,
  facts,
  badges,
  publicHref,
  onDelete,
  testId,
}: {
  id: string;
  title: string;
  editTo: string;
  facts: string;
  badges: ReactNode;
  /** The public page, for a published one (a plain link: the blog is not part of the app). */
  publicHref?: string | null;
  onDelete: () => void;
  testId: string;
}) {
  const { t } = useTranslation('adminContent');
  return (
    <Paper withBorder p="md" data-testid={testId} data-id={id}>
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <Stack gap={4} style={{ minWidth: 0, flex: '1 1 240px' }}>
          <Anchor
            component={Link}
            to={editTo}
            fw={600}
            style={{ overflowWrap: 'anywhere' }}
            data-testid={`${testId}-open`}
          >
            {title}
          </Anchor>
          <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
            {facts}
          </Text>
          <Group gap={6}>{badges}</Group>
        </Stack>
        <Group gap="xs">
          {publicHref && (
            <Button component="a" href={publicHref} variant="default" size="xs" data-testid={`${testId}-view`}>
              {t('actions.view')}
            </Button>
          )}
          <Button variant="light" color="red" size="xs" onClick={onDelete} data-testid={`${testId}-delete`}>
            {t('actions.delete')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
