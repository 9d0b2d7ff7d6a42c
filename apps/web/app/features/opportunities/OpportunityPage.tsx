import { Anchor, Badge, Box, Button, Group, Paper, Stack, Table, Text, Title, Typography } from '@mantine/core';
import type { OpportunityDto } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { QueryStates } from '../contests/QueryStates';
import { OpportunityDeadline } from './OpportunityDeadline';
import { countryNames, descriptionHtmlIn, opportunityTitleIn } from './opportunity-text';
import { useOpportunityQuery } from './queries';
import { SaveButton } from './SaveButton';

/** The facts of an opportunity that are set: organiser, place, who may apply, fee. */
function OpportunityFacts({ opportunity, language }: { opportunity: OpportunityDto; language: string }) {
  const { t } = useTranslation('discovery');
  const facts = [
    { key: 'organiser', value: opportunity.organiser },
    { key: 'location', value: opportunity.location },
    { key: 'countries', value: countryNames(opportunity.countries, language).join(', ') || null },
    { key: 'eligibility', value: opportunity.eligibility },
    { key: 'fee', value: opportunity.fee },
  ] as const;
  return (
    <Table withRowBorders={false} verticalSpacing={4} horizontalSpacing={0}>
      <Table.Tbody>
        {facts
          .filter((fact) => fact.value)
          .map((fact) => (
            <Table.Tr key={fact.key} data-testid={`opportunity-${fact.key}`}>
              <Table.Th w={120} fw={400} c="gray.7" fz="sm" style={{ verticalAlign: 'top' }}>
                {t(`opportunities.fields.${fact.key}`)}
              </Table.Th>
              <Table.Td fz="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {fact.value}
              </Table.Td>
            </Table.Tr>
          ))}
      </Table.Tbody>
    </Table>
  );
}

/** What the server's 404 for an unknown, deleted or draft opportunity shows. */
export function OpportunityNotFound() {
  const { t } = useTranslation('discovery');
  return (
    <EmptyState
      title={t('opportunities.notFoundTitle')}
      body={t('opportunities.notFoundBody')}
      testId="opportunity-not-found"
      link={{ to: '/opportunities', label: t('opportunities.browse'), testId: 'opportunity-back' }}
    />
  );
}

/** /opportunities/:id: what it offers, its deadline in its own time zone, who may apply, the link, save. */
export function OpportunityPage({ id }: { id: string }) {
  const { t, i18n } = useTranslation('discovery');
  const language = i18n.resolvedLanguage ?? 'ko';
  const query = useOpportunityQuery(id);
  if (!query.data) {
    return (
      <QueryStates
        query={query}
        testId="opportunity"
        notFound={{
          title: t('opportunities.notFoundTitle'),
          body: t('opportunities.notFoundBody'),
          link: { to: '/opportunities', label: t('opportunities.browse') },
        }}
      />
    );
  }
  const opportunity = query.data;
  const description = descriptionHtmlIn(opportunity, language);
  return (
    <Stack gap="lg" maw={900} data-testid="opportunity-page" data-id={opportunity.id}>
      <Anchor component={Link} to="/opportunities" size="sm">
        {t('opportunities.back')}
      </Anchor>
      <Stack gap="xs">
        <Badge variant="light" color="grape" w="fit-content">
          {t(`opportunities.kinds.${opportunity.kind}`)}
        </Badge>
        <Title order={1} data-testid="opportunity-title">
          {opportunityTitleIn(opportunity, language)}
        </Title>
        <OpportunityDeadline deadline={opportunity.deadline} timeZone={opportunity.timeZone} />
      </Stack>
      <Group gap="sm">
        <SaveButton id={opportunity.id} size="sm" />
        {opportunity.link && (
          <Button
            component="a"
            href={opportunity.link}
            target="_blank"
            rel="noopener noreferrer"
            variant="default"
            size="sm"
            data-testid="opportunity-link"
          >
            {t('opportunities.apply')}
          </Button>
        )}
      </Group>
      <Paper withBorder p="md">
        <OpportunityFacts opportunity={opportunity} language={language} />
      </Paper>
      {description ? (
        <Typography>
          {/* Safe: the server escapes the author's text and writes only its own tags (ADR 033). */}
          <Box dangerouslySetInnerHTML={{ __html: description }} data-testid="opportunity-description" />
        </Typography>
      ) : (
        <Text c="gray.7">{t('opportunities.noDescription')}</Text>
      )}
    </Stack>
  );
}
