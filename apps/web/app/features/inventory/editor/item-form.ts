import { artworkInputSchema, PermissionLevel, type ImageDto, type InventoryItemDto } from '@vernissage/shared';
import type { ContractFormValues } from '../../forms/form-values';
import type { ContractForm } from '../../forms/use-contract-form';

/** The item editor's form: every field of `ArtworkInput` (the contract's), as the inputs hold it. */
export type ItemForm = ContractForm<typeof artworkInputSchema>;
export type ItemValues = ContractFormValues<typeof artworkInputSchema>;

/** The form of a new work: unique, in centimetres, priced in won, in the given folder or none. */
export function emptyItemValues(fid: string | null = null): ItemValues {
  return {
    title: '',
    titleEn: '',
    artistid: '',
    series: '',
    dateText: '',
    year: '',
    medium: { type: null, text: '' },
    dimensions: { height: '', width: '', depth: '', unit: 'cm', framed: false, text: '' },
    edition: { type: 'unique', size: '', artistProofs: '' },
    price: { amount: '', currency: 'KRW', display: 'exact' },
    description: '',
    descriptionEn: '',
    tags: [],
    published: false,
    stockNumber: '',
    location: '',
    privateNotes: '',
    fid: fid ?? '',
    accessLevel: PermissionLevel.write,
  };
}

const orEmpty = <T>(value: T | null | undefined): T | '' => value ?? '';

/** The form of an existing work and its inventory record. */
export function itemValuesFrom(item: InventoryItemDto): ItemValues {
  const { artwork } = item;
  return {
    title: artwork.title,
    titleEn: orEmpty(artwork.titleEn),
    artistid: orEmpty(artwork.artistid),
    series: orEmpty(artwork.series),
    dateText: orEmpty(artwork.dateText),
    year: orEmpty(artwork.year),
    medium: {
      type: artworkInputSchema.shape.medium.unwrap().shape.type.safeParse(artwork.medium.type).data ?? null,
      text: orEmpty(artwork.medium.text),
    },
    dimensions: {
      height: orEmpty(artwork.dimensions.height),
      width: orEmpty(artwork.dimensions.width),
      depth: orEmpty(artwork.dimensions.depth),
      unit: artwork.dimensions.unit,
      framed: artwork.dimensions.framed,
      text: orEmpty(artwork.dimensions.text),
    },
    edition: {
      type: artwork.edition.type,
      size: orEmpty(artwork.edition.size),
      artistProofs: orEmpty(artwork.edition.artistProofs),
    },
    price: {
      amount: orEmpty(artwork.price?.amount),
      currency: artwork.price?.currency ?? 'KRW',
      display: artwork.price?.display ?? 'exact',
    },
    description: orEmpty(artwork.description),
    descriptionEn: orEmpty(artwork.descriptionEn),
    tags: artwork.tags,
    published: artwork.published,
    stockNumber: orEmpty(item.stockNumber),
    location: orEmpty(item.location),
    privateNotes: orEmpty(item.privateNotes),
    fid: orEmpty(item.fid),
    accessLevel: artworkInputSchema.shape.accessLevel.safeParse(item.accessLevel).data ?? PermissionLevel.write,
  };
}

/**
 * The values that apply: an edition's size and artist proofs only for editions, the access level
 * only for those who may set it (owners and admins; `withAccess`).
 */
export function applicableValues(values: ItemValues, { withAccess }: { withAccess: boolean }): ItemValues {
  const edition =
    values.edition.type === 'edition' ? values.edition : { ...values.edition, size: '', artistProofs: '' };
  return { ...values, edition, accessLevel: withAccess ? values.accessLevel : null } as ItemValues;
}

/** The image changes of `PUT /inventory/item` that turn `before` into the kept images, in order. */
export function imageChanges(
  before: readonly ImageDto[],
  kept: readonly ImageDto[],
  primaryId: string | null,
): { removeImageIds?: string[]; imageOrder?: string[]; primaryImageId?: string } {
  const keptIds = kept.map((image) => image.id);
  const removed = before.filter((image) => !keptIds.includes(image.id)).map((image) => image.id);
  const beforeOrder = before.map((image) => image.id).filter((id) => keptIds.includes(id));
  const reordered = keptIds.some((id, index) => beforeOrder[index] !== id);
  const wasPrimary = before.find((image) => image.primary)?.id ?? null;
  return {
    ...(removed.length > 0 && { removeImageIds: removed }),
    ...(reordered && { imageOrder: keptIds }),
    ...(primaryId && primaryId !== wasPrimary && keptIds.includes(primaryId) && { primaryImageId: primaryId }),
  };
}
