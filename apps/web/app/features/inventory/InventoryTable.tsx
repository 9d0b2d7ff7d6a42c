import { Box, Checkbox, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ArtworkImage, primaryImageOf } from '../artwork/ArtworkImage';
import { ArtworkStateBadge } from '../artwork/ArtworkStateBadge';
import { PriceText } from '../artwork/PriceText';
import { useItemDrag } from './item-drag';
import { ItemActionsMenu } from './ItemActionsMenu';
import { ItemTitle } from './ItemTitle';
import { dragStyle, type ItemsViewProps } from './items-view';

/** The works as table rows (scrolls sideways on phones); rows are dragged to reorder or file them. */
export function InventoryTable(props: ItemsViewProps) {
  const { t } = useTranslation('inventory');
  const drag = useItemDrag({ axis: 'y', sortable: props.sortable, selected: props.selected, onMove: props.onMove });
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="xs" highlightOnHover data-testid="inventory-table">
        <Table.Thead>
          <Table.Tr>
            {props.selectable && <Table.Th w={40} />}
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
        <Table.Tbody>
          {props.items.map((item) => (
            <Table.Tr
              key={item.iid}
              data-testid="inventory-row"
              data-iid={item.iid}
              data-title={item.artwork.title}
              {...drag.propsFor(item.iid, props.selectable && !item.deletedAt)}
              style={{
                ...dragStyle(drag, item.iid, 'y'),
              }}
            >
              {props.selectable && (
                <Table.Td>
                  <Checkbox
                    checked={props.selected.has(item.iid)}
                    onChange={() => props.onToggle(item.iid)}
                    aria-label={item.artwork.title}
                    data-testid="item-select"
                  />
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
                  {item.artwork.artistName ?? t('item.noArtist')}
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
                  {props.folderName(item.fid) ?? '—'}
                </Text>
              </Table.Td>
              <Table.Td>
                <ItemActionsMenu item={item} actions={props.actions} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
