import {
  PermissionLevel,
  type ArtworkInput,
  type Currency,
  type DIMENSION_UNITS,
  type EDITION_TYPES,
  type ImageDto,
  type InventoryItemDto,
  type MEDIUM_TYPES,
  type PRICE_DISPLAYS,
} from '@vernissage/shared';

/** A number field's value: a number, or '' while empty (as Mantine's NumberInput gives it). */
export type NumberField = number | '';

/** Everything the item editor edits, as its inputs hold it. */
export interface ItemForm {
  title: string;
  titleEn: string;
  artistid: string | null;
  series: string;
  dateText: string;
  year: NumberField;
  mediumType: (typeof MEDIUM_TYPES)[number] | null;
  mediumText: string;
  height: NumberField;
  width: NumberField;
  depth: NumberField;
  unit: (typeof DIMENSION_UNITS)[number];
  framed: boolean;
  dimensionsText: string;
  editionType: (typeof EDITION_TYPES)[number];
  editionSize: NumberField;
  artistProofs: NumberField;
  priceAmount: NumberField;
  currency: Currency;
  priceDisplay: (typeof PRICE_DISPLAYS)[number];
  description: string;
  descriptionEn: string;
  tags: string[];
  published: boolean;
  stockNumber: string;
  location: string;
  privateNotes: string;
  fid: string | null;
  accessLevel: PermissionLevel;
}

/** The form of a new work: unique, in centimetres, priced in won, in no folder. */
export function emptyItemForm(fid: string | null = null): ItemForm {
  return {
    title: '',
    titleEn: '',
    artistid: null,
    series: '',
    dateText: '',
    year: '',
    mediumType: null,
    mediumText: '',
    height: '',
    width: '',
    depth: '',
    unit: 'cm',
    framed: false,
    dimensionsText: '',
    editionType: 'unique',
    editionSize: '',
    artistProofs: '',
    priceAmount: '',
    currency: 'KRW',
    priceDisplay: 'exact',
    description: '',
    descriptionEn: '',
    tags: [],
    published: false,
    stockNumber: '',
    location: '',
    privateNotes: '',
    fid,
    accessLevel: PermissionLevel.write,
  };
}

const num = (value: number | null | undefined): NumberField => (value === null || value === undefined ? '' : value);

/** The form of an existing work and its inventory record. */
export function formFromItem(item: InventoryItemDto): ItemForm {
  const { artwork } = item;
  return {
    title: artwork.title,
    titleEn: artwork.titleEn ?? '',
    artistid: artwork.artistid,
    series: artwork.series ?? '',
    dateText: artwork.dateText ?? '',
    year: num(artwork.year),
    mediumType: (artwork.medium.type as ItemForm['mediumType']) ?? null,
    mediumText: artwork.medium.text ?? '',
    height: num(artwork.dimensions.height),
    width: num(artwork.dimensions.width),
    depth: num(artwork.dimensions.depth),
    unit: artwork.dimensions.unit,
    framed: artwork.dimensions.framed,
    dimensionsText: artwork.dimensions.text ?? '',
    editionType: artwork.edition.type,
    editionSize: num(artwork.edition.size),
    artistProofs: num(artwork.edition.artistProofs),
    priceAmount: num(artwork.price?.amount),
    currency: artwork.price?.currency ?? 'KRW',
    priceDisplay: artwork.price?.display ?? 'exact',
    description: artwork.description ?? '',
    descriptionEn: artwork.descriptionEn ?? '',
    tags: artwork.tags,
    published: artwork.published,
    stockNumber: item.stockNumber ?? '',
    location: item.location ?? '',
    privateNotes: item.privateNotes ?? '',
    fid: item.fid,
    accessLevel: item.accessLevel as PermissionLevel,
  };
}

const text = (value: string) => value.trim() || null;
const number = (value: NumberField) => (value === '' ? null : value);

/**
 * The artwork input the API takes (`data` of the multipart calls): trimmed texts, empty fields
 * as null, the edition's size only for editions. `withAccess` sends the access level (owners
 * and admins only).
 */
export function inputFromForm(form: ItemForm, options: { withAccess: boolean }): ArtworkInput {
  const edition = form.editionType === 'edition';
  return {
    title: form.title.trim(),
    titleEn: text(form.titleEn),
    artistid: form.artistid,
    series: text(form.series),
    dateText: text(form.dateText),
    year: number(form.year),
    medium: { type: form.mediumType, text: text(form.mediumText) },
    dimensions: {
      height: number(form.height),
      width: number(form.width),
      depth: number(form.depth),
      unit: form.unit,
      framed: form.framed,
      text: text(form.dimensionsText),
    },
    edition: {
      type: form.editionType,
      size: edition ? number(form.editionSize) : null,
      artistProofs: edition ? number(form.artistProofs) : null,
    },
    price: { amount: number(form.priceAmount), currency: form.currency, display: form.priceDisplay },
    description: text(form.description),
    descriptionEn: text(form.descriptionEn),
    tags: form.tags.map((tag) => tag.trim()).filter(Boolean),
    published: form.published,
    stockNumber: text(form.stockNumber),
    location: text(form.location),
    privateNotes: text(form.privateNotes),
    fid: form.fid,
    ...(options.withAccess && { accessLevel: form.accessLevel }),
  };
}

/** What the form must fix before it is sent (the server checks the same and more). */
export function formProblems(form: ItemForm): Partial<Record<'title' | 'editionSize', 'required'>> {
  return {
    ...(!form.title.trim() && { title: 'required' as const }),
    ...(form.editionType === 'edition' && form.editionSize === '' && { editionSize: 'required' as const }),
  };
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
