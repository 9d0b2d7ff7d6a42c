import { Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { ArtworkStateBadge } from '../artwork/ArtworkStateBadge';

/** An offer's work title, linking on, beside the offer's state. */
export function ShareHeading({
  title,
  to,
  state,
  testId,
}: {
  title: string;
  to: string;
  state: number;
  testId: string;
}) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text component={Link} to={to} fw={700} truncate data-testid={testId}>
        {title}
      </Text>
      <ArtworkStateBadge state={state} />
    </Group>
  );
}
