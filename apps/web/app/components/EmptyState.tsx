import { Badge, Button, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * Says plainly that there is nothing here yet and what will come, with a way on if there is
 * one: a button (`action`) or a link to another page (`link`).
 */
export function EmptyState({
  title,
  body,
  badge,
  action,
  link,
  testId = 'empty-state',
}: {
  title: string;
  body: string;
  badge?: string;
  action?: ReactNode;
  link?: { to: string; label: string; testId: string };
  testId?: string;
}) {
  return (
    <Paper withBorder p="xl" bg="gray.0" data-testid={testId}>
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
        {action}
        {link && (
          <Button component={Link} to={link.to} size="xs" data-testid={link.testId}>
            {link.label}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
