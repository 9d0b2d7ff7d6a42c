import { Button, Skeleton, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ComponentProps } from 'react';
import { UserType } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronDown } from '../../components/ChevronDown';
import { MenuOnFirstUse } from '../../components/MenuOnFirstUse';
import { twoNamesOf, useTextIn } from '../i18n-content/text-in';
import { useSession } from '../session/SessionProvider';
import type { CreateWorkspaceModal } from './CreateWorkspaceModal';
import { RoleBadge } from './RoleBadge';
import { useWorkspaces } from './WorkspaceProvider';
import { loadedWhenOpened } from '../../lib/loaded-when-opened';

// The dialog and its form load when it is first opened (few ever open it).
const CreateWorkspaceDialog = loadedWhenOpened(
  () => import('./CreateWorkspaceModal').then((module) => module.CreateWorkspaceModal),
  (props: ComponentProps<typeof CreateWorkspaceModal>) => props.opened,
);

/**
 * The active workspace with a menu to switch to another, open its members and (for gallery
 * accounts, who may own several) create a new one. Shows nothing to anonymous visitors. The
 * header and the phone menu each have one, told apart by `testIdPrefix`.
 */
export function WorkspaceSwitcher({
  fullWidth = false,
  onNavigate,
  testIdPrefix = '',
}: {
  fullWidth?: boolean;
  onNavigate?: () => void;
  testIdPrefix?: string;
}) {
  const { t } = useTranslation('workspace');
  const { user } = useSession();
  const { status, workspaces, active, select, retry } = useWorkspaces();
  const textIn = useTextIn();
  const [creating, createDialog] = useDisclosure(false);
  if (status === 'none' || !user) return null;
  if (status === 'pending') return <Skeleton height={30} width={fullWidth ? '100%' : 160} />;
  if (status === 'error') {
    return (
      <Button
        size="xs"
        variant="subtle"
        color="red"
        onClick={retry}
        data-testid={`${testIdPrefix}workspace-switcher-retry`}
      >
        {t('switcher.failed')}
      </Button>
    );
  }
  return (
    <>
      <MenuOnFirstUse
        position="bottom-start"
        width={280}
        shadow="md"
        button={(props) => (
          <Button
            variant="default"
            size="xs"
            fullWidth={fullWidth}
            justify="space-between"
            rightSection={<ChevronDown />}
            aria-label={t('switcher.label')}
            data-testid={`${testIdPrefix}workspace-switcher`}
            {...props}
          >
            <Text
              size="xs"
              fw={700}
              truncate
              maw={fullWidth ? 220 : 180}
              data-testid={`${testIdPrefix}workspace-active-name`}
            >
              {active ? textIn(twoNamesOf(active)) : t('switcher.none')}
            </Text>
          </Button>
        )}
      >
        {(menu) => (
          <>
            <menu.Label>{t('switcher.label')}</menu.Label>
            {workspaces.map((workspace) => (
              <menu.Item
                key={workspace.gid}
                onClick={() => select(workspace.gid)}
                leftSection={
                  <Text w={12} aria-hidden>
                    {workspace.gid === active?.gid ? '✓' : ''}
                  </Text>
                }
                rightSection={<RoleBadge role={workspace.role} />}
                aria-current={workspace.gid === active?.gid ? 'true' : undefined}
                data-testid={`${testIdPrefix}workspace-option-${workspace.gid}`}
              >
                <Text size="sm" truncate maw={150}>
                  {textIn(twoNamesOf(workspace))}
                </Text>
              </menu.Item>
            ))}
            <menu.Divider />
            <menu.Item
              component={Link}
              to="/members"
              onClick={onNavigate}
              data-testid={`${testIdPrefix}workspace-members-link`}
            >
              {t('switcher.members')}
            </menu.Item>
            {user.type === UserType.gallery && (
              <menu.Item onClick={createDialog.open} data-testid={`${testIdPrefix}workspace-create`}>
                {t('switcher.create')}
              </menu.Item>
            )}
          </>
        )}
      </MenuOnFirstUse>
      <CreateWorkspaceDialog opened={creating} onClose={createDialog.close} />
    </>
  );
}
