import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { OpportunityDto } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OpportunityDeadline } from './OpportunityDeadline';
import { opportunityTitleIn } from './opportunity-text';
import { SaveButton } from './SaveButton';

/** An opportunity in a list: kind, title (to its page), organiser and place, deadline with countdown, save. */
export function OpportunityCard({ opportunity }: { opportunity: OpportunityDto }) {
  const { t, i18n } = useTranslation('discovery');
  const language = i18n.resolvedLanguage ?? 'ko';
  return (
    <Card withBorder padding="md" data-testid="opportunity-card" data-id={opportunity.id}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Badge variant="light" color="grape" w="fit-content">
              {t(`opportunities.kinds.${opportunity.kind}`)}
            </Badge>
            <Title order={2} size="h4">
              <Anchor
                component={Link}
                to={`/opportunities/${opportunity.id}`}
                inherit
                data-testid="opportunity-card-title"
              >
                {opportunityTitleIn(opportunity, language)}
              </Anchor>
            </Title>
          </Stack>
          <SaveButton id={opportunity.id} />
        </Group>
        <Text size="sm" c="gray.7">
          {[opportunity.organiser, opportunity.location].filter(Boolean).join(' · ')}
        </Text>
        <OpportunityDeadline deadline={opportunity.deadline} timeZone={opportunity.timeZone} />
      </Stack>
    </Card>
  );
}
