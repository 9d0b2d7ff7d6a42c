import { Button, Code, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link } from 'react-router';
import { isNetworkFailure } from '../features/api/api-errors';
import { NotFoundView } from './NotFoundView';
import { UnreachableView } from './UnreachableView';

/**
 * What a person sees when a page fails: a 404 reads as "not found", data nothing answered for as
 * "could not be reached" (asked again in place), anything else as a translated error with a retry.
 * Details of the error show only in development.
 */
export function ErrorView({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundView />;
  if (isNetworkFailure(error)) return <UnreachableView />;
  const status = isRouteErrorResponse(error) ? error.status : null;
  const detail = import.meta.env.DEV && error instanceof Error ? (error.stack ?? error.message) : null;
  return (
    <Stack gap="md" align="flex-start" maw={720} role="alert" data-testid="error-view">
      <title>{t('metaTitle', { page: t('error.title') })}</title>
      <Title order={1}>{t('error.title')}</Title>
      <Text c="gray.7">{t('error.body')}</Text>
      {status !== null && <Text c="gray.7">{t('error.status', { status })}</Text>}
      {detail && (
        <Code block w="100%">
          {detail}
        </Code>
      )}
      <Group gap="sm">
        <Button onClick={() => window.location.reload()}>{t('error.retry')}</Button>
        <Button component={Link} to="/" variant="default" reloadDocument>
          {t('error.home')}
        </Button>
      </Group>
    </Stack>
  );
}
