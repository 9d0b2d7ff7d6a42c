import { Alert, Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { ADMIN_LEVEL } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { toLocale } from '../../i18n/i18n-options';
import { ListSkeleton, QueryList } from '../api/QueryList';
import type { SessionUser } from '../session/SessionProvider';
import { ContestStatusBadge, useDeadlineText } from './ContestBadges';
import { ContestEditor } from './ContestEditor';
import { contestTitleIn } from './contest-states';
import { useContestQuery, useContestsQuery } from './queries';
import { QueryStates } from './QueryStates';

/** Whether the person manages contests: platform admins only (the API refuses everyone else). */
export function managesContests(user: Pick<SessionUser, 'level'>): boolean {
  return user.level >= ADMIN_LEVEL;
}

function AdminsOnly() {
  const { t } = useTranslation('contests');
  return (
    <Alert color="yellow" data-testid="admin-contests-forbidden">
      {t('admin.adminsOnly')}
    </Alert>
  );
}

/** /admin/contests: every contest, drafts too, with its status and deadline, and a way to make one. */
export function AdminContestsPage({ user }: { user: SessionUser }) {
  const { t, i18n } = useTranslation('contests');
  const deadlineText = useDeadlineText();
  const contests = useContestsQuery();
  if (!managesContests(user)) return <AdminsOnly />;
  const language = toLocale(i18n.resolvedLanguage);
  return (
    <Stack gap="md" data-testid="admin-contests">
      <Group justify="flex-end">
        <Button component={Link} to="/admin/contests/new" data-testid="admin-contests-new">
          {t('admin.new')}
        </Button>
      </Group>
      <QueryList
        query={contests}
        loading={<ListSkeleton count={3} height={72} testId="admin-contests-loading" />}
        empty={<EmptyState title={t('admin.emptyTitle')} body={t('admin.emptyBody')} testId="admin-contests-empty" />}
        testId="admin-contests-list"
      >
        {(page) => (
          <Stack gap="sm">
            {page.items.map((contest) => (
              <Paper key={contest.id} withBorder p="md" data-testid="admin-contest" data-id={contest.id}>
                <Group justify="space-between" align="flex-start" gap="xs">
                  <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
                    <Anchor
                      component={Link}
                      to={`/admin/contests/${contest.id}`}
                      fw={600}
                      data-testid="admin-contest-open"
                    >
                      {contestTitleIn(contest, language)}
                    </Anchor>
                    <Text size="sm" c="gray.7">
                      {t('admin.closes', { deadline: deadlineText(contest.deadline, contest.timeZone) })}
                    </Text>
                  </Stack>
                  <ContestStatusBadge contest={contest} />
                </Group>
              </Paper>
            ))}
          </Stack>
        )}
      </QueryList>
    </Stack>
  );
}

/** /admin/contests/new and /admin/contests/:id: the contest editor with its rounds and results. */
export function AdminContestPage({ user, id }: { user: SessionUser; id: string | null }) {
  if (!managesContests(user)) return <AdminsOnly />;
  return id ? <SavedContestEditor id={id} /> : <ContestEditor contest={null} />;
}

function SavedContestEditor({ id }: { id: string }) {
  const { t } = useTranslation('contests');
  const contest = useContestQuery(id);
  if (!contest.isSuccess) {
    return (
      <QueryStates
        query={contest}
        notFound={{
          title: t('detail.notFoundTitle'),
          body: t('detail.notFoundBody'),
          link: { to: '/admin/contests', label: t('admin.all') },
        }}
        testId="contest"
      />
    );
  }
  // Keyed by the last change, so a save (which puts the answer in the cache) starts the form afresh.
  return <ContestEditor key={contest.data.updatedAt} contest={contest.data} />;
}
