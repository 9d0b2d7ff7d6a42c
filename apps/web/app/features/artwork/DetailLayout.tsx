import { Grid, Skeleton, Stack } from '@mantine/core';
import type { ArtworkDto } from '@vernissage/shared';
import type { ReactNode } from 'react';
import { ArtworkGallery } from './ArtworkGallery';
import { ArtworkInfo } from './ArtworkInfo';

/** A work's page: its pictures beside `aside` (heading, terms, actions) and its details. */
export function DetailLayout({ artwork, aside, testId }: { artwork: ArtworkDto; aside: ReactNode; testId: string }) {
  return (
    <Grid gap="xl" data-testid={testId}>
      <Grid.Col span={{ base: 12, md: 7 }}>
        <ArtworkGallery artwork={artwork} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="lg">
          {aside}
          <ArtworkInfo artwork={artwork} />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

/** The shape of a work's page while it loads. */
export function DetailSkeleton() {
  return (
    <Grid gap="xl" data-testid="detail-loading">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Skeleton height={360} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="sm">
          <Skeleton height={32} />
          <Skeleton height={20} width="60%" />
          <Skeleton height={120} />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
