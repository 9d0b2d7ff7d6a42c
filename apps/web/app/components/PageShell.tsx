import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A page's heading and short introduction above its content; `wide` pages (grids of works) use more width. */
export function PageShell({
  title,
  intro,
  wide,
  children,
}: {
  title: string;
  intro?: string;
  wide?: boolean;
  children?: ReactNode;
}) {
  return (
    <Stack gap="lg" maw={wide ? 1440 : 1100}>
      <Stack gap={6}>
        <Title order={1}>{title}</Title>
        {intro && (
          <Text size="lg" c="gray.7">
            {intro}
          </Text>
        )}
      </Stack>
      {children}
    </Stack>
  );
}
