import { Text } from '@mantine/core';
import type { InventoryItemDto } from '@vernissage/shared';
import { Link } from 'react-router';

/** A work's title, linking to its page (plain text in the trash, where the page is gone). */
export function ItemTitle({ item }: { item: InventoryItemDto }) {
  const common = { fw: 700, size: 'sm', truncate: true, display: 'block', 'data-testid': 'item-title' } as const;
  if (item.deletedAt) return <Text {...common}>{item.artwork.title}</Text>;
  return (
    <Text component={Link} to={`/artworks/${item.aid}?iid=${item.iid}`} draggable={false} {...common}>
      {item.artwork.title}
    </Text>
  );
}
