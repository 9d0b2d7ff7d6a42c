import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A narrow column for sign-in, sign-up and similar forms: heading, short introduction, content. */
export function FormPage({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <Stack gap="lg" maw={480} w="100%" mx={{ base: 0, sm: 'auto' }} py={{ base: 0, sm: 'md' }}>
      <Stack gap={6}>
        <Title order={1}>{title}</Title>
        {intro && <Text c="gray.7">{intro}</Text>}
      </Stack>
      {children}
    </Stack>
  );
}
