import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { ACTIVE_PARTICIPANT_STATUSES, type FairDto, type ParticipantDto } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { toast } from '../../lib/toast';
import { ListSkeleton, QueryList } from '../api/QueryList';
import { useFailureToast } from '../api/use-error-message';
import { useTextIn } from '../i18n-content/text-in';
import { useFormatDateTime } from '../workspace/format-date';
import { ParticipantStatusBadge } from './FairBadges';
import { FairFacts } from './FairFacts';
import { fairNameIn, organiserNameOf } from './fair-names';
import { useJoinFairMutation, useParticipationsQuery, useSupportedFairsQuery } from './queries';

/** /fairs for a gallery or artist: its applications with where each stands, and the fairs open to it. */
export function ExhibitorFairs({ gid, canWrite }: { gid: string; canWrite: boolean }) {
  const { t } = useTranslation('fairs');
  const participations = useParticipationsQuery(gid);
  const supported = useSupportedFairsQuery(gid);
  const active = new Map(
    (participations.data ?? [])
      .filter((participant) => ACTIVE_PARTICIPANT_STATUSES.includes(participant.status))
      .map((participant) => [participant.fairId, participant]),
  );
  return (
    <Stack gap="xl" data-testid="exhibitor-fairs">
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('exhibitor.applications')}
        </Title>
        <QueryList
          query={participations}
          loading={<ListSkeleton count={2} height={72} testId="participations-loading" />}
          empty={
            <Text c="gray.7" data-testid="participations-empty">
              {t('exhibitor.noApplications')}
            </Text>
          }
          testId="participations"
        >
          {(list) => (
            <Stack gap="sm">
              {list.map((participant) => (
                <ParticipationCard key={participant.participantId} participant={participant} />
              ))}
            </Stack>
          )}
        </QueryList>
      </Stack>
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('exhibitor.open')}
        </Title>
        <QueryList
          query={supported}
          loading={<ListSkeleton cols={{ base: 1, md: 2 }} count={2} height={200} testId="supported-loading" />}
          empty={<EmptyState title={t('exhibitor.noneOpenTitle')} body={t('exhibitor.noneOpenBody')} />}
          testId="supported-fairs"
        >
          {(list) => (
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
              {list.map((fair) => (
                <OpenFairCard
                  key={fair.fairId}
                  gid={gid}
                  fair={fair}
                  participant={active.get(fair.fairId) ?? null}
                  canWrite={canWrite}
                />
              ))}
            </SimpleGrid>
          )}
        </QueryList>
      </Stack>
    </Stack>
  );
}

/** An application: the fair, where it stands, the booth once given; opens the participation page. */
function ParticipationCard({ participant }: { participant: ParticipantDto }) {
  const { t, i18n } = useTranslation('fairs');
  const name = fairNameIn({ name: participant.fairName, nameEn: participant.fairNameEn }, i18n.language);
  return (
    <Card
      withBorder
      padding="sm"
      component={Link}
      to={`/fairs/participation/${participant.participantId}`}
      data-testid="participation-card"
      data-participantid={participant.participantId}
    >
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600} data-testid="participation-fair">
            {name}
          </Text>
          {participant.booth && (
            <Text size="sm" c="gray.7" data-testid="participation-booth">
              {[t('booth.numbered', { number: participant.booth.number }), participant.booth.hall, participant.section]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          )}
        </Stack>
        <ParticipantStatusBadge status={participant.status} />
      </Group>
    </Card>
  );
}

/** A fair open to the workspace: what it asks for and until when, and the way to apply (or to the application). */
function OpenFairCard({
  gid,
  fair,
  participant,
  canWrite,
}: {
  gid: string;
  fair: FairDto;
  participant: ParticipantDto | null;
  canWrite: boolean;
}) {
  const { t, i18n } = useTranslation('fairs');
  const navigate = useNavigate();
  const failed = useFailureToast();
  const join = useJoinFairMutation(gid);
  const at = useFormatDateTime();
  const textIn = useTextIn();
  const apply = () =>
    join.mutate(fair.fairId, {
      onSuccess: (joined) => {
        toast.success({ message: t('exhibitor.applied') });
        void navigate(`/fairs/participation/${joined.participantId}`);
      },
      onError: failed,
    });
  return (
    <Card withBorder padding="md" data-testid="open-fair" data-fairid={fair.fairId}>
      <Stack gap="xs">
        <Group gap={6}>
          {fair.role === 'invited' && (
            <Badge color="grape" variant="light" data-testid="open-fair-invited">
              {t('exhibitor.invited')}
            </Badge>
          )}
          <Badge color={fair.applicationsOpen ? 'green' : 'gray'} variant="light">
            {fair.applicationsOpen ? t('exhibitor.windowOpen') : t('exhibitor.windowClosed')}
          </Badge>
        </Group>
        <Text fw={600} size="lg" data-testid="open-fair-name">
          {fairNameIn(fair, i18n.language)}
        </Text>
        <Text size="sm">{t('exhibitor.by', { name: textIn(organiserNameOf(fair)) })}</Text>
        <FairFacts fair={fair} />
        {fair.applicationClosesAt && (
          <Text size="sm">{t('exhibitor.closes', { when: at(fair.applicationClosesAt) })}</Text>
        )}
        {fair.feeText && <Text size="sm">{t('exhibitor.fee', { fee: fair.feeText })}</Text>}
        {fair.requiredDocuments.length > 0 && (
          <Text size="sm">{t('exhibitor.documents', { list: fair.requiredDocuments.join(', ') })}</Text>
        )}
        <Group>
          {participant ? (
            <Button
              variant="light"
              component={Link}
              to={`/fairs/participation/${participant.participantId}`}
              data-testid="open-fair-application"
            >
              {t('exhibitor.openApplication')}
            </Button>
          ) : (
            <Button
              onClick={apply}
              loading={join.isPending}
              disabled={!canWrite || (!fair.applicationsOpen && fair.role !== 'invited')}
              data-testid="open-fair-apply"
            >
              {t('exhibitor.apply')}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
