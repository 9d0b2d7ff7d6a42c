import { Anchor, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../components/SectionCard';
import { QueryErrorAlert } from '../api/QueryErrorAlert';
import { useSiteSeoQuery } from './queries';

/** How the site's home appears in search results, in the reader's language, from `GET /ovr/seo`. */
export function SeoSection({ gid }: { gid: string }) {
  const { t, i18n } = useTranslation('website');
  const seo = useSiteSeoQuery(gid);
  const locale = i18n.language === 'en' ? 'en' : 'ko';
  return (
    <SectionCard title={t('seo.title')} description={t('seo.help')} testId="site-seo">
      {seo.isPending ? (
        <Skeleton height={100} />
      ) : seo.isError ? (
        <QueryErrorAlert error={seo.error} onRetry={() => void seo.refetch()} />
      ) : (
        <Stack gap="sm">
          <Paper withBorder p="md" data-testid="site-seo-snippet">
            <Text size="xs" c="gray.7" truncate>
              {seo.data.alternates[locale]}
            </Text>
            <Text size="lg" c="blue.8" truncate>
              {seo.data.title[locale]}
            </Text>
            <Text size="sm" c="gray.8" lineClamp={2}>
              {seo.data.description[locale]}
            </Text>
          </Paper>
          {!seo.data.indexable && (
            <Text size="sm" c="gray.7">
              {t('seo.noindex')}
            </Text>
          )}
          <Text size="sm">
            {t('seo.sitemap')}{' '}
            <Anchor href={seo.data.sitemap} target="_blank" rel="noopener">
              {seo.data.sitemap}
            </Anchor>
          </Text>
        </Stack>
      )}
    </SectionCard>
  );
}
