import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled card of a settings or editor page (account sections, editor sections). */
export function SectionCard({
  title,
  description,
  children,
  testId,
  danger,
}: {
  title: string;
  description?: string;
  children: ReactNode;
  testId: string;
  danger?: boolean;
}) {
  return (
    <Paper
      withBorder
      p={{ base: 'md', sm: 'lg' }}
      data-testid={testId}
      style={danger ? { borderColor: 'var(--mantine-color-red-4)' } : undefined}
    >
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h4" c={danger ? 'red.8' : undefined}>
            {title}
          </Title>
          {description && (
            <Text size="sm" c="gray.7">
              {description}
            </Text>
          )}
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}
