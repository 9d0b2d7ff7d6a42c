import { rectSortingStrategy, SortableContext } from '@dnd-kit/sortable';
import { rem, SimpleGrid } from '@mantine/core';
import type { InventoryItemDto } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { ArtworkImage, primaryImageOf } from '../artwork/ArtworkImage';
import { ArtworkStateBadge } from '../artwork/ArtworkStateBadge';
import { usePriceText } from '../artwork/PriceText';
import {
  cardLook,
  firstCardSectionLook,
  PlainCheckbox,
  spreadGroupLook,
  stackLook,
  textLook,
} from '../../components/mantine-look-card';
import { DragHandle, useItemDrag } from './item-drag';
import { ItemActionsMenu } from './ItemActionsMenu';
import { ItemTitle } from './ItemTitle';
import type { ItemsViewProps } from './items-view';
import { artistNameOf, titleOf, useTextIn } from '../i18n-content/text-in';

/** Cards in the first screen (a row on a wide screen, two on a phone): their pictures load first. */
const FIRST_SCREEN = 4;

/**
 * The parts of a card in Mantine's look, written as plain markup (ADR 073): a page shows up to 50
 * cards, and Mantine's components made two thirds of the page's fibers, on the server and while
 * hydrating. `mantine-look.test.tsx` keeps each equal to the component it stands for.
 */
const CARD = cardLook({ padding: 'xs' });
const TEXT = stackLook({ mt: 'xs' });
const SECONDARY = textLook({ size: 'xs', color: 'gray.7' });
const PRICE = { ...textLook({ size: 'xs', color: 'gray.8' }), 'data-testid': 'artwork-price' };
const FOOTER = spreadGroupLook({ mt: 6 });
const MENU_CORNER = { position: 'absolute', top: rem(6), right: rem(6) } as const;
const SELECT_CORNER = { position: 'absolute', top: rem(8), left: rem(8) } as const;
/**
 * A card's picture width, for the browser to pick the stored size a screen needs (ADR 076): half the
 * window less the page's padding and the gap on a phone (two columns), at most a fifth of it once
 * the menu is beside the grid (three and four columns). Lazy pictures are measured instead.
 */
const PICTURE_SIZES = '(min-width: 48em) 20vw, calc(50vw - 26px)';

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
    <div
      {...CARD}
      className={`vn-work-card ${CARD.className}`}
      data-testid="inventory-card"
      data-iid={item.iid}
      data-title={item.artwork.title}
      {...drag.node}
      style={{ ...CARD.style, ...drag.node.style, cursor: drag.handle ? 'grab' : undefined }}
    >
      <div {...firstCardSectionLook} style={{ position: 'relative' }}>
        <ArtworkImage
          image={primaryImageOf(item.artwork.images)}
          alt={title}
          size="medium"
          sizes={PICTURE_SIZES}
          priority={firstScreen}
        />
        <div style={MENU_CORNER}>
          <ItemActionsMenu item={item} actions={view.actions} overlay />
        </div>
        {view.selectable && (
          <PlainCheckbox
            style={SELECT_CORNER}
            checked={view.selected.has(item.iid)}
            onChange={() => view.onToggle(item.iid)}
            aria-label={title}
            data-testid="item-select"
          />
        )}
      </div>
      <CardText item={item} folder={view.folderName(item.fid)} />
      <div {...FOOTER}>
        <ArtworkStateBadge state={item.state} />
        <DragHandle handle={drag.handle} label={t('item.drag', { title })} />
      </div>
    </div>
  );
}

function CardText({ item, folder }: { item: InventoryItemDto; folder: string | null }) {
  const { t } = useTranslation('inventory');
  const textIn = useTextIn();
  const { artwork } = item;
  const byline = [textIn(artistNameOf(artwork)), artwork.dateText ?? artwork.year].filter(Boolean).join(' · ');
  return (
    <div {...TEXT}>
      <ItemTitle item={item} />
      <p {...SECONDARY}>{byline || t('item.noArtist')}</p>
      <p {...PRICE}>{usePriceText(artwork.price)}</p>
      {folder && (
        <p {...SECONDARY} data-testid="item-folder">
          {folder}
        </p>
      )}
    </div>
  );
}
