import { Box, Card, Checkbox, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { InventoryItemDto } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { ArtworkImage, primaryImageOf } from '../artwork/ArtworkImage';
import { ArtworkStateBadge } from '../artwork/ArtworkStateBadge';
import { PriceText } from '../artwork/PriceText';
import { useItemDrag } from './item-drag';
import { ItemActionsMenu } from './ItemActionsMenu';
import { ItemTitle } from './ItemTitle';
import { dragStyle, type ItemsViewProps } from './items-view';

/** The works as cards with their picture, state and price; cards are dragged to reorder or file them. */
export function InventoryGrid(props: ItemsViewProps) {
  const drag = useItemDrag({ axis: 'x', sortable: props.sortable, selected: props.selected, onMove: props.onMove });
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="md" data-testid="inventory-grid">
      {props.items.map((item) => (
        <Card
          key={item.iid}
          withBorder
          padding="xs"
          data-testid="inventory-card"
          data-iid={item.iid}
          data-title={item.artwork.title}
          {...drag.propsFor(item.iid, props.selectable && !item.deletedAt)}
          style={{
            ...dragStyle(drag, item.iid, 'x'),
            cursor: props.selectable ? 'grab' : undefined,
          }}
        >
          <Card.Section pos="relative">
            <ArtworkImage image={primaryImageOf(item.artwork.images)} alt={item.artwork.title} size="medium" />
            <Box pos="absolute" top={6} right={6}>
              <ItemActionsMenu item={item} actions={props.actions} overlay />
            </Box>
            {props.selectable && (
              <Checkbox
                pos="absolute"
                top={8}
                left={8}
                checked={props.selected.has(item.iid)}
                onChange={() => props.onToggle(item.iid)}
                aria-label={item.artwork.title}
                data-testid="item-select"
              />
            )}
          </Card.Section>
          <CardText item={item} folder={props.folderName(item.fid)} />
          <Group mt={6}>
            <ArtworkStateBadge state={item.state} />
          </Group>
        </Card>
      ))}
    </SimpleGrid>
  );
}

function CardText({ item, folder }: { item: InventoryItemDto; folder: string | null }) {
  const { t } = useTranslation('inventory');
  const { artwork } = item;
  const byline = [artwork.artistName, artwork.dateText ?? artwork.year].filter(Boolean).join(' · ');
  return (
    <Stack gap={0} mt="xs" miw={0}>
      <ItemTitle item={item} />
      <Text size="xs" c="gray.7" truncate>
        {byline || t('item.noArtist')}
      </Text>
      <PriceText price={artwork.price} size="xs" c="gray.8" truncate />
      {folder && (
        <Text size="xs" c="gray.6" truncate data-testid="item-folder">
          {folder}
        </Text>
      )}
    </Stack>
  );
}
