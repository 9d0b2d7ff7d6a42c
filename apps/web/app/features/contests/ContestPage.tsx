import { Badge, Box, Grid, Paper, Stack, Text, Title, Typography } from '@mantine/core';
import type { ContestDto } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { PageShell } from '../../components/PageShell';
import { toLocale } from '../../i18n/i18n-options';
import type { SessionUser } from '../session/SessionProvider';
import { InWorkspace } from '../workspace/InWorkspace';
import { ContestFacts } from './ContestFacts';
import { contestTitleIn, rulesHtmlIn } from './contest-states';
import { EntrySection } from './EntrySection';
import { useContestQuery } from './queries';
import { QueryStates } from './QueryStates';

/** /contests/:id: the contest, its rules and facts, and the workspace's entry to it. */
export function ContestPage({ user, id }: { user: SessionUser; id: string }) {
  const { t } = useTranslation('pages');
  const { t: tc } = useTranslation('contests');
  const contest = useContestQuery(id);
  if (!contest.isSuccess) {
    return (
      <PageShell title={t('contest.title')}>
        <QueryStates
          query={contest}
          notFound={{
            title: tc('detail.notFoundTitle'),
            body: tc('detail.notFoundBody'),
            link: { to: '/contests', label: tc('detail.all') },
          }}
          testId="contest"
        />
      </PageShell>
    );
  }
  return <ContestDetail user={user} contest={contest.data} />;
}

function ContestDetail({ user, contest }: { user: SessionUser; contest: ContestDto }) {
  const { t, i18n } = useTranslation('contests');
  const language = toLocale(i18n.resolvedLanguage);
  const rules = rulesHtmlIn(contest, language);
  return (
    <PageShell title={contestTitleIn(contest, language)}>
      {!contest.published && (
        <Badge color="gray" variant="light" data-testid="contest-draft">
          {t('status.draft')}
        </Badge>
      )}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Paper withBorder p={{ base: 'md', sm: 'lg' }} h="100%">
            <Stack gap="sm">
              <Title order={2} size="h4">
                {t('detail.rules')}
              </Title>
              {rules ? (
                <Typography>
                  {/* Safe: the server escapes the author's text and writes only its own tags (ADR 016). */}
                  <Box dangerouslySetInnerHTML={{ __html: rules }} data-testid="contest-rules" />
                </Typography>
              ) : (
                <Text c="gray.7">{t('detail.noRules')}</Text>
              )}
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Paper withBorder p={{ base: 'md', sm: 'lg' }} h="100%">
            <ContestFacts contest={contest} />
          </Paper>
        </Grid.Col>
      </Grid>
      <InWorkspace>{(workspace) => <EntrySection user={user} workspace={workspace} contest={contest} />}</InWorkspace>
    </PageShell>
  );
}
