import type { InventoryItemDto } from '@vernissage/shared';
import { Link } from 'react-router';
import { textLook } from '../../components/mantine-look-card';
import { titleOf, useTextIn } from '../i18n-content/text-in';

/** Mantine's `<Text fw={700} size="sm" truncate display="block">`, as plain markup (ADR 073). */
const TITLE = { ...textLook({ size: 'sm', bold: true, block: true }), 'data-testid': 'item-title' };

/** A work's title in the reader's language, linking to its page (plain text in the trash, where the page is gone). */
export function ItemTitle({ item }: { item: InventoryItemDto }) {
  const title = useTextIn()(titleOf(item.artwork));
  if (item.deletedAt) return <p {...TITLE}>{title}</p>;
  return (
    <Link to={`/artworks/${item.aid}?iid=${item.iid}`} draggable={false} {...TITLE}>
      {title}
    </Link>
  );
}
