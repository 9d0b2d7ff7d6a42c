import { Badge } from '@mantine/core';
import type { WorkspaceRole } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';

const COLORS: Record<WorkspaceRole, string> = { owner: 'blue', admin: 'teal', member: 'gray' };

/** A workspace role (owner, admin, member) as a small coloured label. */
export function RoleBadge({ role, testId }: { role: WorkspaceRole; testId?: string }) {
  const { t } = useTranslation('workspace');
  return (
    <Badge color={COLORS[role]} variant="light" data-testid={testId}>
      {t(`roles.${role}`)}
    </Badge>
  );
}
