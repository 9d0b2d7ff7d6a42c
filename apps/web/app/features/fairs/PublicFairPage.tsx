import { Anchor, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { PublicFairDto } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../exhibitions/exhibition-dates';
import { nameOf, useTextIn } from '../i18n-content/text-in';
import { fairNameIn, organiserNameOf, otherFairNameThan } from './fair-names';
import { FairWorksGrid } from './FairWorksGrid';

type Exhibitor = PublicFairDto['exhibitors'][number];

/** The exhibitors by section, in the fair's order of sections, those without one last. */
export function exhibitorsBySection(answer: PublicFairDto): { section: string | null; exhibitors: Exhibitor[] }[] {
  const sections = [...answer.fair.sections, null];
  const known = new Set(answer.fair.sections);
  return sections
    .map((section) => ({
      section,
      exhibitors: answer.exhibitors.filter((exhibitor) =>
        section === null ? !exhibitor.section || !known.has(exhibitor.section) : exhibitor.section === section,
      ),
    }))
    .filter((group) => group.exhibitors.length > 0);
}

/** /fair/<slug>: a published fair for anyone — its name, dates and venue, and its exhibitors by section with booths and works. */
export function PublicFairPage({ answer }: { answer: PublicFairDto }) {
  const { t, i18n } = useTranslation('fairs');
  const { fair } = answer;
  const name = fairNameIn(fair, i18n.language);
  const other = otherFairNameThan(fair, i18n.language);
  const groups = exhibitorsBySection(answer);
  const textIn = useTextIn();
  return (
    <Container size="lg" py="lg" px={{ base: 'md', sm: 'lg' }} data-testid="public-fair">
      <Stack gap="xl">
        <Stack gap={6}>
          <Title order={1} data-testid="public-fair-name">
            {name}
          </Title>
          {other && other !== name && (
            <Text size="lg" c="gray.7" lang={name === fair.name ? 'en' : 'ko'}>
              {other}
            </Text>
          )}
          <Text fw={600} data-testid="public-fair-dates">
            {t('dates', {
              start: formatDay(fair.startDate, i18n.language),
              end: formatDay(fair.endDate, i18n.language),
            })}
          </Text>
          {(fair.venue.name || fair.venue.address) && (
            <Text>{[fair.venue.name, fair.venue.address].filter(Boolean).join(' · ')}</Text>
          )}
          <Text size="sm" c="gray.7">
            {t('public.organisedBy', { name: textIn(organiserNameOf(fair)) })}
          </Text>
        </Stack>
        {groups.length === 0 ? (
          <Paper withBorder p="lg" bg="gray.0" data-testid="public-fair-empty">
            <Text>{t('public.noExhibitors')}</Text>
          </Paper>
        ) : (
          groups.map((group, groupIndex) => (
            <Stack key={group.section ?? ''} gap="md" component="section" data-testid="public-fair-section">
              <Title order={2} size="h3">
                {group.section ?? t('public.otherExhibitors')}
              </Title>
              {group.exhibitors.map((exhibitor, index) => (
                <ExhibitorBlock
                  key={exhibitor.participantId}
                  exhibitor={exhibitor}
                  first={groupIndex === 0 && index === 0}
                />
              ))}
            </Stack>
          ))
        )}
      </Stack>
    </Container>
  );
}

/** An exhibitor: its name (linking to its website), booth and hall, and its works; the `first` one's pictures load at once. */
function ExhibitorBlock({ exhibitor, first }: { exhibitor: Exhibitor; first: boolean }) {
  const { t } = useTranslation('fairs');
  const name = useTextIn()(nameOf(exhibitor));
  const booth = exhibitor.booth;
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} data-testid="public-exhibitor" data-gid={exhibitor.gid}>
      <Stack gap="sm">
        <Group justify="space-between" align="baseline" wrap="wrap" gap="xs">
          <Title order={3} size="h4" data-testid="public-exhibitor-name">
            {exhibitor.sitePath ? (
              <Anchor href={exhibitor.sitePath} inherit>
                {name}
              </Anchor>
            ) : (
              name
            )}
          </Title>
          {booth && (
            <Text fw={600} data-testid="public-exhibitor-booth">
              {[t('booth.numbered', { number: booth.number }), booth.hall].filter(Boolean).join(' · ')}
            </Text>
          )}
        </Group>
        {exhibitor.works.length > 0 && <FairWorksGrid works={exhibitor.works} eager={first ? 2 : 0} />}
      </Stack>
    </Paper>
  );
}
