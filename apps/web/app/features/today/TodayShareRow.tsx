import { Anchor, Box, Group, Stack } from '@mantine/core';
import type { ShareDto } from '@vernissage/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArtworkImage, primaryImageOf } from '../artwork/ArtworkImage';
import { ArtworkStateBadge } from '../artwork/ArtworkStateBadge';
import { titleOf, useTextIn } from '../i18n-content/text-in';

/**
 * One offer on the home: the work's picture and title (to its page), a line about who and when,
 * and what can be done about it now, beside it on a wide screen and below it on a phone.
 */
export function TodayShareRow({
  share,
  to,
  details,
  actions,
  testId,
}: {
  share: ShareDto;
  /** Where the offer is handled. */
  to: string;
  details: ReactNode;
  actions?: ReactNode;
  testId: string;
}) {
  const textIn = useTextIn();
  return (
    <Group
      justify="space-between"
      align="center"
      gap="sm"
      py={6}
      data-testid={testId}
      data-sid={share.sid}
      style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
    >
      <Group gap="sm" wrap="nowrap" style={{ flex: '1 1 240px', minWidth: 0 }}>
        <Box w={48} style={{ flexShrink: 0 }}>
          <ArtworkImage image={primaryImageOf(share.artwork.images)} alt="" size="thumbnail" />
        </Box>
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap="xs" wrap="nowrap">
            <Anchor component={Link} to={to} fw={700} truncate data-testid="today-title">
              {textIn(titleOf(share.artwork))}
            </Anchor>
            <ArtworkStateBadge state={share.state} />
          </Group>
          {details}
        </Stack>
      </Group>
      {actions}
    </Group>
  );
}
