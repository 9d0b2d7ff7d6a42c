import { Button, Paper, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useIntentPrefetch } from '../../lib/use-intent-prefetch';
import { ADMIN_SECTIONS } from './admin-sections';

/** /admin: a card per section of the console. */
export function AdminHub() {
  const { t } = useTranslation('admin');
  const prefetch = useIntentPrefetch();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} data-testid="admin-hub">
      {ADMIN_SECTIONS.map((section) => (
        <Paper key={section.key} withBorder p="md" data-testid={`admin-card-${section.key}`}>
          <Stack gap="sm" h="100%" justify="space-between">
            <Stack gap={4}>
              <Title order={2} size="h4">
                {t(`hub.cards.${section.key}.title`)}
              </Title>
              <Text size="sm" c="gray.7">
                {t(`hub.cards.${section.key}.body`)}
              </Text>
            </Stack>
            <Button
              component={Link}
              to={section.to}
              prefetch={prefetch}
              variant="light"
              data-testid={`admin-open-${section.key}`}
            >
              {t('hub.open')}
              <VisuallyHidden>: {t(`hub.cards.${section.key}.title`)}</VisuallyHidden>
            </Button>
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
