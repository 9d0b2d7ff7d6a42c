import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { PermissionLevel, permissionFor, UserType, type PermissionArea } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SessionUser } from '../session/SessionProvider';

const AREAS: readonly PermissionArea[] = ['inventory', 'showcase', 'website'];

const LEVELS = {
  [PermissionLevel.write]: { key: 'write', color: 'green' },
  [PermissionLevel.read]: { key: 'read', color: 'yellow' },
  [PermissionLevel.none]: { key: 'none', color: 'gray' },
} as const;

/**
 * What the person's plan lets them do in each area (SPEC.md §6): edit, view only or nothing,
 * with the way to a plan when an artist's plan does not cover it.
 */
export function AccessSummary({ user }: { user: SessionUser }) {
  const { t } = useTranslation('pages');
  const levels = AREAS.map((area) => ({ area, level: LEVELS[permissionFor(user, area)] }));
  const limited = user.type === UserType.artist && levels.some(({ level }) => level.key !== 'write');
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} data-testid="dashboard-access">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('dashboard.access.title')}
        </Title>
        {levels.map(({ area, level }) => (
          <Group key={area} justify="space-between" gap="sm" data-testid={`access-${area}`}>
            <Text size="sm">{t(`dashboard.access.areas.${area}`)}</Text>
            <Badge color={level.color} variant="light">
              {t(`dashboard.access.levels.${level.key}`)}
            </Badge>
          </Group>
        ))}
        {limited && (
          <Anchor component={Link} to="/pricing" size="sm" data-testid="dashboard-choose-plan">
            {t('dashboard.access.choosePlan')}
          </Anchor>
        )}
      </Stack>
    </Paper>
  );
}
