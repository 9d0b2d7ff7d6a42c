import { Button, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { PermissionLevel, permissionFor } from '@vernissage/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMyArtworksQuery } from '../artwork/queries';
import type { SessionUser } from '../session/SessionProvider';

/** An artist's three anchors: her portfolio, her plan and what it opens, and her website. */
export function ArtistPanel({ user }: { user: SessionUser }) {
  const { t } = useTranslation('home');
  const { t: tp } = useTranslation('pricing');
  const portfolio = useMyArtworksQuery(0, 1);
  const planid = user.plan?.planid ?? null;
  const opensSite = permissionFor(user, 'website') === PermissionLevel.write;
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="sm" data-testid="home-artist">
      <Tile title={t('artist.portfolio')} testId="home-portfolio">
        {portfolio.isPending ? (
          <Skeleton height={20} />
        ) : (
          <Text fw={700} size="lg" data-testid="home-portfolio-count">
            {portfolio.isError ? '—' : t('artist.works', { count: portfolio.data.total })}
          </Text>
        )}
        <Button component={Link} to="/portfolio" size="xs" variant="light">
          {t('artist.openPortfolio')}
        </Button>
      </Tile>
      <Tile title={t('artist.plan')} testId="home-plan">
        <Text fw={700} data-testid="home-plan-name">
          {planid ? tp(`plans.${planid}` as 'plans.apro', { defaultValue: planid }) : t('artist.noPlan')}
        </Text>
        <Text size="sm" c="gray.7">
          {opensSite ? t('artist.unlocks') : t('artist.upgrade')}
        </Text>
        <Button component={Link} to="/pricing" size="xs" variant="light">
          {t('artist.plans')}
        </Button>
      </Tile>
      <Tile title={t('artist.site')} testId="home-site">
        <Text size="sm" c="gray.7">
          {t('artist.siteBody')}
        </Text>
        <Button component={Link} to="/websetting" size="xs" variant="light">
          {t('artist.siteOpen')}
        </Button>
      </Tile>
    </SimpleGrid>
  );
}

function Tile({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" data-testid={testId}>
      <Stack gap="xs" align="flex-start">
        <Title order={2} size="h5">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
