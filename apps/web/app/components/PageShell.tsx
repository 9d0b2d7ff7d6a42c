import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A page's heading and short introduction above its content. */
export function PageShell({ title, intro, children }: { title: string; intro?: string; children?: ReactNode }) {
  return (
    <Stack gap="lg" maw={1100}>
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
