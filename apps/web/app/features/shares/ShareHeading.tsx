import { Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { ShareStateBadge } from './ShareStateBadge';

/** An offer's work title, linking on, beside the offer's state (as its recipient or the workspace sees it). */
export function ShareHeading({
  title,
  to,
  state,
  forRecipient = false,
  testId,
}: {
  title: string;
  to: string;
  state: number;
  forRecipient?: boolean;
  testId: string;
}) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text component={Link} to={to} fw={700} truncate data-testid={testId}>
        {title}
      </Text>
      <ShareStateBadge state={state} forRecipient={forRecipient} />
    </Group>
  );
}
