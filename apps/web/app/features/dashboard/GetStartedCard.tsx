import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** For visitors: what signing in gives them, with the ways in. */
export function GetStartedCard() {
  const { t } = useTranslation('pages');
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} data-testid="dashboard-get-started">
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h4">
          {t('dashboard.getStarted.title')}
        </Title>
        <Text c="gray.7">{t('dashboard.getStarted.body')}</Text>
        <Group gap="sm">
          <Button component={Link} to="/login" data-testid="dashboard-login">
            {t('dashboard.getStarted.login')}
          </Button>
          <Button component={Link} to="/signup" variant="default" data-testid="dashboard-signup">
            {t('dashboard.getStarted.signup')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
