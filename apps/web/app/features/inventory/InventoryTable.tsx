import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Box, Checkbox, Group, Table, Text } from '@mantine/core';
import type { InventoryItemDto } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { ArtworkImage, primaryImageOf } from '../artwork/ArtworkImage';
import { ArtworkStateBadge } from '../artwork/ArtworkStateBadge';
import { PriceText } from '../artwork/PriceText';
import { DragHandle, useItemDrag } from './item-drag';
import { ItemActionsMenu } from './ItemActionsMenu';
import { ItemTitle } from './ItemTitle';
import type { ItemsViewProps } from './items-view';
import { artistNameOf, titleOf, useTextIn } from '../i18n-content/text-in';

/** The works as table rows (scrolls sideways on phones); rows are dragged to reorder or file them. */
export function InventoryTable(props: ItemsViewProps) {
  const { t } = useTranslation('inventory');
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="xs" highlightOnHover data-testid="inventory-table">
        <Table.Thead>
          <Table.Tr>
            {props.selectable && <Table.Th w={68} />}
            <Table.Th w={64}>{t('table.image')}</Table.Th>
            <Table.Th>{t('table.title')}</Table.Th>
            <Table.Th>{t('table.stockNumber')}</Table.Th>
            <Table.Th>{t('table.year')}</Table.Th>
            <Table.Th>{t('table.price')}</Table.Th>
            <Table.Th>{t('table.state')}</Table.Th>
            <Table.Th>{t('table.folder')}</Table.Th>
            <Table.Th w={48} />
          </Table.Tr>
        </Table.Thead>
        <SortableContext items={props.items.map((item) => item.iid)} strategy={verticalListSortingStrategy}>
          <Table.Tbody>
            {props.items.map((item) => (
              <ItemRow key={item.iid} item={item} view={props} />
            ))}
          </Table.Tbody>
        </SortableContext>
      </Table>
    </Table.ScrollContainer>
  );
}

function ItemRow({ item, view }: { item: InventoryItemDto; view: ItemsViewProps }) {
  const { t } = useTranslation('inventory');
  const drag = useItemDrag(item, view);
  const textIn = useTextIn();
  const title = textIn(titleOf(item.artwork));
  return (
    <Table.Tr data-testid="inventory-row" data-iid={item.iid} data-title={item.artwork.title} {...drag.node}>
      {view.selectable && (
        <Table.Td>
          <Group gap={4} wrap="nowrap">
            <DragHandle handle={drag.handle} label={t('item.drag', { title })} />
            <Checkbox
              checked={view.selected.has(item.iid)}
              onChange={() => view.onToggle(item.iid)}
              aria-label={title}
              data-testid="item-select"
            />
          </Group>
        </Table.Td>
      )}
      <Table.Td>
        <Box w={48}>
          <ArtworkImage image={primaryImageOf(item.artwork.images)} alt="" size="thumbnail" />
        </Box>
      </Table.Td>
      <Table.Td maw={260}>
        <ItemTitle item={item} />
        <Text size="xs" c="gray.7" truncate>
          {textIn(artistNameOf(item.artwork)) || t('item.noArtist')}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{item.stockNumber ?? '—'}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{item.artwork.dateText ?? item.artwork.year ?? '—'}</Text>
      </Table.Td>
      <Table.Td>
        <PriceText price={item.artwork.price} size="sm" />
      </Table.Td>
      <Table.Td>
        <ArtworkStateBadge state={item.state} />
      </Table.Td>
      <Table.Td>
        <Text size="sm" c="gray.7" truncate maw={160} data-testid="item-folder">
          {view.folderName(item.fid) ?? '—'}
        </Text>
      </Table.Td>
      <Table.Td>
        <ItemActionsMenu item={item} actions={view.actions} />
      </Table.Td>
    </Table.Tr>
  );
}
