import { isAvailable, type InventoryItemDto } from '@vernissage/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PlainActionIcon } from '../../components/mantine-look-card';
import { MenuOnFirstUse } from '../../components/MenuOnFirstUse';
import { LazyDocumentModal } from '../documents/LazyDocumentModal';
import { titleOf, useTextIn } from '../i18n-content/text-in';

/** What can be done to one work from its card or row. */
export interface ItemActions {
  canWrite: boolean;
  /** Move up/down: the keyboard's way of drag-and-drop ordering (null when ordering is off). */
  move: { canMove: (iid: string, delta: number) => boolean; by: (iid: string, delta: number) => void } | null;
  onShare: (item: InventoryItemDto) => void;
  onDelete: (iids: string[]) => void;
  onRestore: (iids: string[]) => void;
}

/**
 * The ⋯ menu of a work: details, info sheet (PDF), edit, share, move up or down, delete (or
 * restore in the trash). `overlay` draws its button on a picture. The menu itself is mounted when
 * the button is first pressed or reached by the keyboard (`MenuOnFirstUse`: a list shows one per work),
 * and the button is Mantine's ActionIcon as plain markup (ADR 073).
 */
export function ItemActionsMenu({
  item,
  actions,
  overlay,
}: {
  item: InventoryItemDto;
  actions: ItemActions;
  overlay?: boolean;
}) {
  const { t } = useTranslation('inventory');
  const { t: tCommon } = useTranslation('common');
  const title = useTextIn()(titleOf(item.artwork));
  const inTrash = item.deletedAt !== null;
  const [printing, setPrinting] = useState(false);
  return (
    <>
      <MenuOnFirstUse
        position="bottom-end"
        withinPortal
        shadow="md"
        button={(props) => (
          <PlainActionIcon
            variant={overlay ? 'default' : 'subtle'}
            aria-label={t('item.menu', { title })}
            data-testid="item-menu"
            {...props}
          >
            <span aria-hidden="true">⋯</span>
          </PlainActionIcon>
        )}
      >
        {(menu) => (
          <>
            {!inTrash && (
              <menu.Item component={Link} to={`/artworks/${item.aid}?iid=${item.iid}`} data-testid="item-details">
                {t('item.details')}
              </menu.Item>
            )}
            {!inTrash && (
              <menu.Item onClick={() => setPrinting(true)} data-testid="item-info-sheet">
                {tCommon('documents.infoSheet')}
              </menu.Item>
            )}
            {actions.canWrite && !inTrash && (
              <menu.Item component={Link} to={`/inventory/${item.iid}`} data-testid="item-edit">
                {t('item.edit')}
              </menu.Item>
            )}
            {actions.canWrite && !inTrash && isAvailable(item.state) && (
              <menu.Item onClick={() => actions.onShare(item)} data-testid="item-share">
                {t('item.share')}
              </menu.Item>
            )}
            {actions.move && (
              <>
                <menu.Divider />
                <menu.Item
                  disabled={!actions.move.canMove(item.iid, -1)}
                  onClick={() => actions.move?.by(item.iid, -1)}
                  data-testid="item-move-up"
                >
                  {t('item.moveUp')}
                </menu.Item>
                <menu.Item
                  disabled={!actions.move.canMove(item.iid, 1)}
                  onClick={() => actions.move?.by(item.iid, 1)}
                  data-testid="item-move-down"
                >
                  {t('item.moveDown')}
                </menu.Item>
              </>
            )}
            {actions.canWrite && (
              <>
                <menu.Divider />
                {inTrash ? (
                  <menu.Item onClick={() => actions.onRestore([item.iid])} data-testid="item-restore">
                    {t('item.restore')}
                  </menu.Item>
                ) : (
                  <menu.Item color="red" onClick={() => actions.onDelete([item.iid])} data-testid="item-delete">
                    {t('item.delete')}
                  </menu.Item>
                )}
              </>
            )}
          </>
        )}
      </MenuOnFirstUse>
      <LazyDocumentModal
        opened={printing}
        onClose={() => setPrinting(false)}
        gid={item.gid}
        source={{ kind: 'infoSheet', aid: item.aid }}
      />
    </>
  );
}
