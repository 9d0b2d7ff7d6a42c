import { Text } from '@mantine/core';
import type { InventoryItemDto } from '@vernissage/shared';
import { Link } from 'react-router';
import { titleOf, useTextIn } from '../i18n-content/text-in';

/** A work's title in the reader's language, linking to its page (plain text in the trash, where the page is gone). */
export function ItemTitle({ item }: { item: InventoryItemDto }) {
  const title = useTextIn()(titleOf(item.artwork));
  const common = { fw: 700, size: 'sm', truncate: true, display: 'block', 'data-testid': 'item-title' } as const;
  if (item.deletedAt) return <Text {...common}>{title}</Text>;
  return (
    <Text component={Link} to={`/artworks/${item.aid}?iid=${item.iid}`} draggable={false} {...common}>
      {title}
    </Text>
  );
}
