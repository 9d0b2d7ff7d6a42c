import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SessionUser } from '../session/SessionProvider';
import { useTutorialQuery } from '../tutorial/queries';
import { TutorialProgress } from '../tutorial/TutorialProgress';
import { useWorkspaces } from '../workspace/WorkspaceProvider';

/**
 * How to get started: a visitor is shown the ways in; a signed-in person her tutorial's progress
 * with the way back to it, until she finishes or skips it (nothing before her sign-up is done).
 */
export function GetStartedCard({ user }: { user: SessionUser | null }) {
  if (!user) return <WaysInCard />;
  return user.signupComplete ? <TutorialCard /> : null;
}

function WaysInCard() {
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

function TutorialCard() {
  const { status, active } = useWorkspaces();
  // Read in the active workspace, as the tutorial page reads it, once that is known.
  return status === 'pending' ? null : <TutorialProgressCard gid={active?.gid ?? null} />;
}

function TutorialProgressCard({ gid }: { gid: string | null }) {
  const { t } = useTranslation('tutorial');
  const tutorial = useTutorialQuery(gid);
  if (tutorial.isPending || tutorial.data?.closed || tutorial.data?.steps.length === 0) return null;
  // Every step taken: the way on is to close it (on /tutorial), not to continue.
  const allDone = tutorial.isSuccess && tutorial.data.progress.done === tutorial.data.progress.total;
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} data-testid="dashboard-tutorial">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('card.title')}
        </Title>
        {tutorial.isError ? (
          <Text size="sm" c="red.8">
            {t('card.failed')}
          </Text>
        ) : (
          <>
            <TutorialProgress progress={tutorial.data.progress} />
            <Text size="sm" c="gray.7">
              {t(allDone ? 'card.doneBody' : 'card.body')}
            </Text>
          </>
        )}
        <Group>
          <Button component={Link} to="/tutorial" variant="light" data-testid="dashboard-tutorial-open">
            {t(allDone ? 'card.finish' : 'card.open')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
