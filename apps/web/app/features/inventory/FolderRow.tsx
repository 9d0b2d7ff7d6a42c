import { ActionIcon, Group } from '@mantine/core';
import type { FolderDto } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { PlainBadge, PlainNavButton } from '../../components/mantine-look';
import { MenuOnFirstUse } from '../../components/MenuOnFirstUse';
import { useFolderDrop } from './item-drag';

/**
 * One folder of the sidebar: opens it on click, takes works dropped on it (with write access)
 * and has a menu to print its price list and, with write access, to rename or delete it.
 */
export function FolderRow({
  folder,
  active,
  canWrite,
  onOpen,
  onRename,
  onDelete,
  onPriceList,
  onDropItems,
}: {
  folder: FolderDto;
  active: boolean;
  canWrite: boolean;
  onOpen: () => void;
  onRename: () => void;
  onDelete: () => void;
  onPriceList: () => void;
  onDropItems: (fid: string, iids: string[]) => void;
}) {
  const { t } = useTranslation('inventory');
  const { t: tCommon } = useTranslation('common');
  const { setNodeRef, isOver } = useFolderDrop({
    fid: folder.fid,
    name: folder.name,
    enabled: canWrite,
    onDrop: onDropItems,
  });
  return (
    <Group
      ref={setNodeRef}
      gap={0}
      wrap="nowrap"
      data-testid="folder-item"
      data-fid={folder.fid}
      data-name={folder.name}
      data-drop={isOver || undefined}
      style={{
        borderRadius: 'var(--mantine-radius-sm)',
        outline: isOver ? '2px solid var(--mantine-color-blue-6)' : undefined,
        background: isOver ? 'var(--mantine-color-blue-0)' : undefined,
      }}
    >
      <PlainNavButton
        label={folder.name}
        active={active}
        onClick={onOpen}
        rightSection={
          <PlainBadge size="xs" color="gray" data-testid="folder-count">
            {folder.itemCount}
          </PlainBadge>
        }
        style={{ flex: 1, minWidth: 0 }}
      />
      <MenuOnFirstUse
        position="bottom-end"
        withinPortal
        button={(props) => (
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t('folders.menu', { name: folder.name })}
            data-testid="folder-menu"
            {...props}
          >
            <span aria-hidden="true">⋯</span>
          </ActionIcon>
        )}
      >
        {(menu) => (
          <>
            <menu.Item onClick={onPriceList} data-testid="folder-price-list">
              {tCommon('documents.priceList')}
            </menu.Item>
            {canWrite && (
              <>
                <menu.Item onClick={onRename} data-testid="folder-rename">
                  {t('folders.rename')}
                </menu.Item>
                <menu.Item color="red" onClick={onDelete} data-testid="folder-delete">
                  {t('folders.delete')}
                </menu.Item>
              </>
            )}
          </>
        )}
      </MenuOnFirstUse>
    </Group>
  );
}
