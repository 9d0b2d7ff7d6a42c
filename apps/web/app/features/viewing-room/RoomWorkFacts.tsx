import { Table, Text } from '@mantine/core';
import { textIn, type PublicRoomWorkDto } from '@vernissage/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../artwork/money';
import { toLocale } from '../../i18n/i18n-options';
import { descriptionOf } from '../i18n-content/text-in';

function dimensionsText(dimensions: NonNullable<PublicRoomWorkDto['dimensions']>): string | null {
  if (dimensions.text) return dimensions.text;
  const sizes = [dimensions.height, dimensions.width, dimensions.depth].filter((size) => size !== null);
  return sizes.length > 0 ? `${sizes.join(' × ')} ${dimensions.unit}` : null;
}

/** The price line of a room's work: the amount, or "on request" when the room shows no amount. */
export function RoomPrice({ price }: { price: PublicRoomWorkDto['price'] }) {
  const { t } = useTranslation('rooms');
  const formatMoney = useFormatMoney();
  if (!price) return null;
  return (
    <Text fw={600} data-testid="room-work-price">
      {price.amount === null ? t('visit.priceOnRequest') : formatMoney(price.amount, price.currency)}
    </Text>
  );
}

/** What the room shows of a work, field by field: only the fields its answer carries. */
export function RoomWorkFacts({ work, language }: { work: PublicRoomWorkDto; language: string }) {
  const { t } = useTranslation('rooms');
  const rows: [string, ReactNode][] = [];
  const year = work.dateText ?? (work.year ? String(work.year) : null);
  if (year) rows.push(['year', year]);
  const medium = work.medium?.text ?? work.medium?.type;
  if (medium) rows.push(['medium', medium]);
  const dimensions = work.dimensions && dimensionsText(work.dimensions);
  if (dimensions) rows.push(['dimensions', dimensions]);
  if (work.edition) {
    rows.push([
      'edition',
      work.edition.type === 'edition' && work.edition.size
        ? t('fields.editionOf', { size: work.edition.size })
        : t('fields.unique'),
    ]);
  }
  if (work.location) rows.push(['location', work.location]);
  if (work.stockNumber) rows.push(['stockNumber', work.stockNumber]);
  const description = textIn(toLocale(language), descriptionOf(work));
  return (
    <>
      {rows.length > 0 && (
        <Table variant="vertical" withTableBorder={false} data-testid="room-work-facts">
          <Table.Tbody>
            {rows.map(([field, value]) => (
              <Table.Tr key={field} data-field={field}>
                <Table.Th w={140}>{t(`fields.${field as 'year'}`)}</Table.Th>
                <Table.Td>{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {description && (
        <Text size="sm" style={{ whiteSpace: 'pre-line' }} data-testid="room-work-description">
          {description}
        </Text>
      )}
    </>
  );
}
