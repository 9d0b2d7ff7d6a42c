import { Badge, Card, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { PARTICIPANT_STATUSES, type FairDto, type ParticipantDto, type ParticipantStatus } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { ListSkeleton, QueryList } from '../api/QueryList';
import { useTextIn } from '../i18n-content/text-in';
import { ExportCsvButton } from './ExportCsvButton';
import { exhibitorNameOf } from './fair-names';
import { useFairParticipantsQuery } from './queries';

/** A fair's applications by status (applied, accepted, waitlisted, declined, withdrawn), with counts and a CSV export. */
export function ApplicationsBoard({ gid, fair }: { gid: string; fair: FairDto }) {
  const { t } = useTranslation('fairs');
  const participants = useFairParticipantsQuery(gid, fair.fairId);
  return (
    <QueryList
      query={participants}
      loading={<ListSkeleton cols={{ base: 1, sm: 2, lg: 5 }} count={5} height={160} testId="board-loading" />}
      empty={<EmptyState title={t('board.emptyTitle')} body={t('board.emptyBody')} testId="board-empty" />}
      testId="applications-board"
    >
      {(list) => (
        <Stack gap="md">
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Text size="sm" c="gray.7">
              {t('board.total', { count: list.length })}
            </Text>
            <ExportCsvButton fair={fair} participants={list} />
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }} spacing="sm">
            {PARTICIPANT_STATUSES.map((status) => (
              <StatusColumn
                key={status}
                fairId={fair.fairId}
                status={status}
                participants={list.filter((participant) => participant.status === status)}
              />
            ))}
          </SimpleGrid>
        </Stack>
      )}
    </QueryList>
  );
}

function StatusColumn({
  fairId,
  status,
  participants,
}: {
  fairId: string;
  status: ParticipantStatus;
  participants: ParticipantDto[];
}) {
  const { t } = useTranslation('fairs');
  const textIn = useTextIn();
  return (
    <Paper withBorder p="sm" bg="gray.0" data-testid="board-column" data-status={status}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Title order={2} size="h5">
            {t(`participantStatus.${status}`)}
          </Title>
          <Badge variant="default" data-testid="board-count">
            {participants.length}
          </Badge>
        </Group>
        {participants.length === 0 && (
          <Text size="xs" c="gray.7">
            {t('board.none')}
          </Text>
        )}
        {participants.map((participant) => (
          <Card
            key={participant.participantId}
            withBorder
            padding="xs"
            component={Link}
            to={`/fairs/${fairId}/participants/${participant.participantId}`}
            data-testid="board-participant"
            data-participantid={participant.participantId}
          >
            <Text size="sm" fw={600} lineClamp={2} data-testid="board-participant-name">
              {textIn(exhibitorNameOf(participant))}
            </Text>
            {(participant.booth || participant.section) && (
              <Text size="xs" c="gray.7">
                {[participant.booth && t('booth.numbered', { number: participant.booth.number }), participant.section]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
            )}
          </Card>
        ))}
      </Stack>
    </Paper>
  );
}
