import { rectSortingStrategy, SortableContext } from '@dnd-kit/sortable';
import { Box, Card, Checkbox, Group, SimpleGrid, Stack, Text } from '@mantine/core';
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

/** Cards in the first screen (a row on a wide screen, two on a phone): their pictures load first. */
const FIRST_SCREEN = 4;

/** The works as cards with their picture, state and price; cards are dragged to reorder or file them. */
export function InventoryGrid(props: ItemsViewProps) {
  return (
    <SortableContext items={props.items.map((item) => item.iid)} strategy={rectSortingStrategy}>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="md" data-testid="inventory-grid">
        {props.items.map((item, index) => (
          <ItemCard key={item.iid} item={item} view={props} firstScreen={index < FIRST_SCREEN} />
        ))}
      </SimpleGrid>
    </SortableContext>
  );
}

function ItemCard({ item, view, firstScreen }: { item: InventoryItemDto; view: ItemsViewProps; firstScreen: boolean }) {
  const { t } = useTranslation('inventory');
  const drag = useItemDrag(item, view);
  const title = useTextIn()(titleOf(item.artwork));
  return (
    <Card
      withBorder
      padding="xs"
      className="vn-work-card"
      data-testid="inventory-card"
      data-iid={item.iid}
      data-title={item.artwork.title}
      {...drag.node}
      style={{ ...drag.node.style, cursor: drag.handle ? 'grab' : undefined }}
    >
      <Card.Section pos="relative">
        <ArtworkImage image={primaryImageOf(item.artwork.images)} alt={title} size="medium" priority={firstScreen} />
        <Box pos="absolute" top={6} right={6}>
          <ItemActionsMenu item={item} actions={view.actions} overlay />
        </Box>
        {view.selectable && (
          <Checkbox
            pos="absolute"
            top={8}
            left={8}
            checked={view.selected.has(item.iid)}
            onChange={() => view.onToggle(item.iid)}
            aria-label={title}
            data-testid="item-select"
          />
        )}
      </Card.Section>
      <CardText item={item} folder={view.folderName(item.fid)} />
      <Group mt={6} justify="space-between" wrap="nowrap">
        <ArtworkStateBadge state={item.state} />
        <DragHandle handle={drag.handle} label={t('item.drag', { title })} />
      </Group>
    </Card>
  );
}

function CardText({ item, folder }: { item: InventoryItemDto; folder: string | null }) {
  const { t } = useTranslation('inventory');
  const textIn = useTextIn();
  const { artwork } = item;
  const byline = [textIn(artistNameOf(artwork)), artwork.dateText ?? artwork.year].filter(Boolean).join(' · ');
  return (
    <Stack gap={0} mt="xs" miw={0}>
      <ItemTitle item={item} />
      <Text size="xs" c="gray.7" truncate>
        {byline || t('item.noArtist')}
      </Text>
      <PriceText price={artwork.price} size="xs" c="gray.8" truncate />
      {folder && (
        <Text size="xs" c="gray.7" truncate data-testid="item-folder">
          {folder}
        </Text>
      )}
    </Stack>
  );
}
