import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The translated "page not found" message with a way back. */
export function NotFoundView() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" align="flex-start" maw={640} data-testid="not-found">
      <title>{t('metaTitle', { page: t('notFound.title') })}</title>
      <Text c="gray.7" fw={700}>
        404
      </Text>
      <Title order={1}>{t('notFound.title')}</Title>
      <Text c="gray.7">{t('notFound.body')}</Text>
      <Button component={Link} to="/" data-testid="not-found-home">
        {t('notFound.home')}
      </Button>
    </Stack>
  );
}
