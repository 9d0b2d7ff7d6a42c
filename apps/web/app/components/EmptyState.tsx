import { Badge, Paper, Stack, Text, Title } from '@mantine/core';

/** Says plainly that there is nothing here yet and what will come. */
export function EmptyState({ title, body, badge }: { title: string; body: string; badge?: string }) {
  return (
    <Paper withBorder p="xl" bg="gray.0" data-testid="empty-state">
      <Stack gap="xs" align="flex-start">
        {badge && (
          <Badge variant="light" color="secondary">
            {badge}
          </Badge>
        )}
        <Title order={2} size="h3">
          {title}
        </Title>
        <Text c="gray.7">{body}</Text>
      </Stack>
    </Paper>
  );
}
