import { Button, Group, Paper, Text } from '@mantine/core';
import { PermissionLevel, type FolderDto } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { MenuOnFirstUse } from '../../components/MenuOnFirstUse';
import { smallMenuButton } from '../../components/small-menu-button';
import { ManualStateMenu } from '../artwork/ManualStateMenu';

const ACCESS_LEVELS = [
  { level: PermissionLevel.write, key: 'write' },
  { level: PermissionLevel.read, key: 'read' },
  { level: PermissionLevel.none, key: 'none' },
] as const;

/** What can be done to the picked works at once. */
export interface BulkActions {
  moveTo: (fid: string | null) => void;
  setState: (state: number) => void;
  /** Owners and admins only; null hides it. */
  setAccess: ((level: -1 | 0 | 1) => void) | null;
  trash: () => void;
  restore: () => void;
}

/**
 * The bar over the works while some are picked: file into a folder, set the state by hand, set
 * who may change them, delete; in the trash, restore.
 */
export function SelectionBar({
  count,
  inTrash,
  folders,
  busy,
  actions,
  onClear,
}: {
  count: number;
  inTrash: boolean;
  folders: FolderDto[];
  busy: boolean;
  actions: BulkActions;
  onClear: () => void;
}) {
  const { t } = useTranslation('inventory');
  if (count === 0) return null;
  return (
    <Paper withBorder p="xs" bg="blue.0" data-testid="selection-bar" pos="sticky" top={68} style={{ zIndex: 5 }}>
      <Group gap="xs" wrap="wrap">
        <Text size="sm" fw={700} mr="xs" data-testid="selection-count">
          {t('selection.count', { count })}
        </Text>
        {inTrash ? (
          <Button size="xs" onClick={actions.restore} loading={busy} data-testid="bulk-restore">
            {t('selection.restore')}
          </Button>
        ) : (
          <>
            <MenuOnFirstUse
              withinPortal
              position="bottom-start"
              button={smallMenuButton({ label: t('selection.moveTo'), testId: 'bulk-folder', disabled: busy })}
            >
              {(menu) => (
                <>
                  {folders.map((folder) => (
                    <menu.Item
                      key={folder.fid}
                      onClick={() => actions.moveTo(folder.fid)}
                      data-testid="bulk-folder-option"
                    >
                      {folder.name}
                    </menu.Item>
                  ))}
                  {folders.length > 0 && <menu.Divider />}
                  <menu.Item onClick={() => actions.moveTo(null)} data-testid="bulk-folder-none">
                    {t('selection.noFolder')}
                  </menu.Item>
                </>
              )}
            </MenuOnFirstUse>
            <ManualStateMenu
              label={t('selection.setState')}
              testId="bulk-state"
              count={count}
              disabled={busy}
              onPick={actions.setState}
            />
            {actions.setAccess && (
              <MenuOnFirstUse
                withinPortal
                position="bottom-start"
                button={smallMenuButton({ label: t('selection.access'), testId: 'bulk-access', disabled: busy })}
              >
                {(menu) =>
                  ACCESS_LEVELS.map(({ level, key }) => (
                    <menu.Item key={key} onClick={() => actions.setAccess?.(level)} data-testid={`bulk-access-${key}`}>
                      {t(`accessLevels.${key}`)}
                    </menu.Item>
                  ))
                }
              </MenuOnFirstUse>
            )}
            <Button
              size="xs"
              color="red"
              variant="light"
              onClick={actions.trash}
              disabled={busy}
              data-testid="bulk-delete"
            >
              {t('selection.delete')}
            </Button>
          </>
        )}
        <Button size="xs" variant="subtle" onClick={onClear} ml="auto" data-testid="selection-clear">
          {t('selection.clear')}
        </Button>
      </Group>
    </Paper>
  );
}
