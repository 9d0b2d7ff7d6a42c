import {
  artworkInputSchema,
  IMPORT_FIELDS,
  looseKey,
  MONEY_MAX,
  TAG_MAX,
  TAGS_MAX,
  TEXT_MAX,
  TITLE_MAX,
  type ArtworkInput,
  type Currency,
  type ImportField,
  type ImportFix,
  type ImportIssue,
  type ImportMapping,
} from '@vernissage/shared';

/**
 * The rules of a spreadsheet import that need no database: which column is which field, and how
 * a row's cells become a work (ADR 044). Pure, so the check and the import apply the same ones.
 */

/** Text compared loosely (the shared rule: NFKC, trimmed, spaces squeezed, lower case). */
export const loose = looseKey;

/** A header as compared with the names below: loose, without spaces and punctuation. */
function headerKey(header: string): string {
  return loose(header).replace(/[\s_\-./:()[\]*#'"]/g, '');
}

/** The names a header may carry for each field, Korean and English, as `headerKey` leaves them. */
const HEADER_NAMES: Record<ImportField, readonly string[]> = {
  title: ['title', 'titleko', 'koreantitle', 'worktitle', 'artworktitle', '제목', '작품명', '작품제목', '국문제목'],
  titleEn: ['titleen', 'englishtitle', 'titleenglish', '영문제목', '제목영문', '영문작품명'],
  artist: ['artist', 'artistname', 'artistko', '작가', '작가명', '작가이름'],
  artistEn: ['artisten', 'artistenglish', 'artistnameen', 'englishartist', '작가영문명', '영문작가명', '작가영문'],
  year: ['year', 'date', 'yearmade', '제작연도', '제작년도', '연도', '년도', '제작년'],
  medium: ['medium', 'material', 'materials', 'media', '재료', '매체', '재질'],
  height: ['height', 'h', '높이', '세로'],
  width: ['width', 'w', '너비', '가로'],
  depth: ['depth', 'd', '깊이', '폭'],
  dimensionUnit: ['unit', 'dimensionunit', 'units', '단위'],
  dimensions: ['dimensions', 'dimension', 'size', '크기', '사이즈', '규격'],
  editionSize: ['edition', 'editionsize', 'editions', '에디션', '에디션수'],
  price: ['price', 'saleprice', 'retailprice', '가격', '판매가', '판매가격', '가격원'],
  currency: ['currency', '통화', '화폐'],
  stockNumber: [
    'stocknumber',
    'stockno',
    'stock',
    'inventorynumber',
    'inventoryno',
    'sku',
    '재고번호',
    '관리번호',
    '작품번호',
  ],
  location: ['location', 'storage', 'storagelocation', '위치', '보관위치', '보관장소'],
  notes: ['notes', 'note', 'memo', 'remarks', 'comments', '메모', '비고'],
  tags: ['tags', 'tag', 'keywords', '태그', '키워드'],
  folder: ['folder', 'collection', '폴더'],
  image: ['image', 'images', 'imagefile', 'filename', 'file', 'photo', '이미지', '파일명', '사진', '이미지파일'],
};

const FIELD_OF_HEADER = new Map<string, ImportField>(
  IMPORT_FIELDS.flatMap((field) => HEADER_NAMES[field].map((name) => [name, field] as const)),
);

/** The field each header names, each field at most once (the first column that names it). */
export function suggestMapping(headers: readonly string[]): ImportMapping {
  const taken = new Set<ImportField>();
  return headers.map((header) => {
    const field = FIELD_OF_HEADER.get(headerKey(header));
    if (!field || taken.has(field)) return null;
    taken.add(field);
    return field;
  });
}

/** A row's cells by field: the mapped columns (the first non-empty when two share a field), then the fixes. */
export function rowValues(
  mapping: ImportMapping,
  cells: readonly string[],
  fixes: readonly ImportFix[],
): Partial<Record<ImportField, string>> {
  const values: Partial<Record<ImportField, string>> = {};
  for (const [column, field] of mapping.entries()) {
    if (!field) continue;
    const cell = (cells[column] ?? '').trim();
    if (cell !== '' && !values[field]) values[field] = cell;
  }
  for (const fix of fixes) values[fix.field] = fix.value.trim();
  return values;
}

/** What a row makes when it has no issue: the work's fields and the names it is filed under. */
export interface ImportedWork {
  input: ArtworkInput;
  artist: { name: string; nameEn: string | null } | null;
  folder: string | null;
  image: string | null;
}

const FOLDER_NAME_MAX = 100;

/** A number as galleries write it: full-width digits, thousands commas, spaces. */
function numberOf(value: string): number | null {
  const plain = loose(value).replace(/[,\s]/g, '');
  if (!/^\d+(\.\d+)?$/.test(plain)) return null;
  return Number(plain);
}

const UNIT_OF: Record<string, 'cm' | 'mm' | 'in'> = {
  cm: 'cm',
  센티: 'cm',
  센티미터: 'cm',
  mm: 'mm',
  밀리: 'mm',
  밀리미터: 'mm',
  in: 'in',
  inch: 'in',
  inches: 'in',
  '"': 'in',
  인치: 'in',
};

function unitOf(value: string): 'cm' | 'mm' | 'in' | null {
  return UNIT_OF[loose(value).replace(/[\s.]/g, '')] ?? null;
}

/** "100 x 80 cm", "100×80×5cm", "100*80" → sizes in the order written, and the unit if named. */
export function parseDimensions(value: string): { sizes: number[]; unit: 'cm' | 'mm' | 'in' | null } | null {
  const text = loose(value).replace(/,/g, '');
  const match = /^([\d.\s×x*]+?)\s*([a-z"가-힣]*)\.?$/.exec(text);
  if (!match) return null;
  const sizes = match[1]!
    .split(/[×x*]/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
  if (sizes.length < 1 || sizes.length > 3 || sizes.some((part) => !/^\d+(\.\d+)?$/.test(part))) return null;
  const unit = match[2] ? unitOf(match[2]) : null;
  if (match[2] && !unit) return null;
  return { sizes: sizes.map(Number), unit };
}

/** A year as written: "2021", "2021년", "2021-05-03" (a date cell). */
function yearOf(value: string): number | null {
  const text = loose(value).replace(/년$/, '').trim();
  const match = /^(\d{4})(?:[-./]\d{1,2}[-./]\d{1,2})?$/.exec(text);
  if (!match) return null;
  const year = Number(match[1]);
  return year >= 1000 && year <= 2100 ? year : null;
}

function currencyOf(value: string): Currency | null {
  const word = loose(value).replace(/\s/g, '');
  if (['krw', '원', '₩', 'won', '\\', '한화'].includes(word)) return 'KRW';
  if (['usd', '$', 'us$', 'dollar', 'dollars', '달러', '미화', '불'].includes(word)) return 'USD';
  return null;
}

/** "₩1,200,000", "1,200,000원", "$12,000", "12000 USD" → the amount and the currency it names, if any. */
export function parsePrice(value: string): { amount: number; currency: Currency | null } | null {
  let text = loose(value).replace(/\s/g, '');
  let currency: Currency | null = null;
  const prefix = /^(krw|usd|us\$|₩|\$|\\)/.exec(text);
  if (prefix) {
    currency = currencyOf(prefix[1]!);
    text = text.slice(prefix[1]!.length);
  }
  const suffix = /(krw|usd|원|달러|won|dollars?)$/.exec(text);
  if (suffix) {
    const named = currencyOf(suffix[1]!);
    if (currency && named !== currency) return null;
    currency = named;
    text = text.slice(0, -suffix[1]!.length);
  }
  const amount = numberOf(text);
  if (amount === null) return null;
  return { amount, currency };
}

function editionOf(value: string): { type: 'unique' } | { type: 'edition'; size: number } | null {
  const text = loose(value).replace(/\s/g, '');
  if (['unique', '유니크', '단품', '원화', '1/1'].includes(text)) return { type: 'unique' };
  const match = /^(?:ed\.?|edition|에디션)?(?:\d+\/)?(\d+)(?:ed|에디션|점|부)?$/.exec(text);
  if (!match) return null;
  const size = Number(match[1]);
  return size >= 1 && size <= 100_000 ? { type: 'edition', size } : null;
}

/** Sizes past what a work can measure, or a unit of millimetres, brought to what the record keeps. */
function toStored(sizes: number[], unit: 'cm' | 'mm' | 'in'): { sizes: number[]; unit: 'cm' | 'in' } {
  return unit === 'mm' ? { sizes: sizes.map((size) => size / 10), unit: 'cm' } : { sizes, unit };
}

/** The sheet's field behind each key of the artwork input a row becomes. */
const FIELD_OF_INPUT: Partial<Record<string, ImportField>> = {
  title: 'title',
  titleEn: 'titleEn',
  year: 'year',
  medium: 'medium',
  dimensions: 'dimensions',
  edition: 'editionSize',
  price: 'price',
  tags: 'tags',
  stockNumber: 'stockNumber',
  location: 'location',
  privateNotes: 'notes',
};

const LIMITS: Partial<Record<ImportField, number>> = {
  title: TITLE_MAX,
  titleEn: TITLE_MAX,
  artist: 200,
  artistEn: 200,
  medium: 500,
  stockNumber: 100,
  location: 300,
  notes: TEXT_MAX,
  folder: FOLDER_NAME_MAX,
  image: 300,
};

/**
 * A row's issues and, when it has none, the work it makes. `defaultCurrency` is the workspace's.
 * The result is checked against the artwork contract too, so an import never stores what adding
 * the work by hand would refuse.
 */
export function evaluateRow(
  values: Partial<Record<ImportField, string>>,
  defaultCurrency: Currency,
): { issues: ImportIssue[]; work: ImportedWork | null } {
  const issues: ImportIssue[] = [];
  const flag = (field: ImportField | null, code: ImportIssue['code']) => issues.push({ field, code });
  const text = (field: ImportField): string | null => {
    const value = values[field]?.normalize('NFC').trim();
    if (!value) return null;
    const max = LIMITS[field];
    if (max !== undefined && value.length > max) {
      flag(field, 'too-long');
      return null;
    }
    return value;
  };

  const title = text('title');
  if (!title && !issues.some((issue) => issue.field === 'title')) flag('title', 'required');

  let year: number | null = null;
  if (values.year) {
    year = yearOf(values.year);
    if (year === null) flag('year', 'year');
  }

  let unit: 'cm' | 'mm' | 'in' | null = null;
  if (values.dimensionUnit) {
    unit = unitOf(values.dimensionUnit);
    if (!unit) flag('dimensionUnit', 'unit');
  }
  const sizes: Record<'height' | 'width' | 'depth', number | null> = { height: null, width: null, depth: null };
  for (const field of ['height', 'width', 'depth'] as const) {
    if (!values[field]) continue;
    const parsed = parseDimensions(values[field]);
    if (!parsed || parsed.sizes.length !== 1 || parsed.sizes[0]! <= 0) flag(field, 'number');
    else {
      sizes[field] = parsed.sizes[0]!;
      unit ??= parsed.unit;
    }
  }
  if (values.dimensions) {
    const parsed = parseDimensions(values.dimensions);
    if (!parsed || parsed.sizes.some((size) => size <= 0)) flag('dimensions', 'dimensions');
    else {
      sizes.height ??= parsed.sizes[0] ?? null;
      sizes.width ??= parsed.sizes[1] ?? null;
      sizes.depth ??= parsed.sizes[2] ?? null;
      unit ??= parsed.unit;
    }
  }
  const stored = toStored(
    [sizes.height, sizes.width, sizes.depth].map((size) => size ?? 0),
    unit ?? 'cm',
  );
  for (const [index, field] of (['height', 'width', 'depth'] as const).entries()) {
    if (sizes[field] !== null && stored.sizes[index]! > 100_000) flag(values[field] ? field : 'dimensions', 'number');
  }

  let edition: ArtworkInput['edition'];
  if (values.editionSize) {
    const parsed = editionOf(values.editionSize);
    if (!parsed) flag('editionSize', 'edition');
    else edition = parsed.type === 'unique' ? { type: 'unique' } : { type: 'edition', size: parsed.size };
  }

  let currency: Currency | null = null;
  if (values.currency) {
    currency = currencyOf(values.currency);
    if (!currency) flag('currency', 'currency');
  }
  let amount: number | null = null;
  if (values.price) {
    const parsed = parsePrice(values.price);
    if (!parsed || parsed.amount > MONEY_MAX || !Number.isFinite(parsed.amount)) flag('price', 'number');
    else {
      amount = Math.round(parsed.amount * 100) / 100;
      currency ??= parsed.currency;
    }
  }

  const titleEn = text('titleEn');
  const artistName = text('artist');
  const artistEn = text('artistEn');
  const medium = text('medium');
  const stockNumber = text('stockNumber');
  const location = text('location');
  const notes = text('notes');
  const folder = text('folder');
  const image = text('image');
  let tags: string[] | undefined;
  if (values.tags) {
    tags = [
      ...new Set(
        values.tags
          .normalize('NFC')
          .split(/[,;#、]/)
          .map((tag) => tag.trim())
          .filter((tag) => tag !== ''),
      ),
    ];
    if (tags.length > TAGS_MAX || tags.some((tag) => tag.length > TAG_MAX)) flag('tags', 'too-long');
  }

  if (issues.length > 0) return { issues, work: null };
  const hasSize = sizes.height !== null || sizes.width !== null || sizes.depth !== null;
  const input = {
    title: title!,
    ...(titleEn && { titleEn }),
    ...(year !== null && { year }),
    ...(medium && { medium: { text: medium } }),
    ...(hasSize && {
      dimensions: {
        height: sizes.height === null ? null : stored.sizes[0],
        width: sizes.width === null ? null : stored.sizes[1],
        depth: sizes.depth === null ? null : stored.sizes[2],
        unit: stored.unit,
      },
    }),
    ...(edition && { edition }),
    ...((amount !== null || currency) && {
      price: { amount, currency: currency ?? defaultCurrency },
    }),
    ...(tags && { tags }),
    ...(stockNumber && { stockNumber }),
    ...(location && { location }),
    ...(notes && { privateNotes: notes }),
  };
  const checked = artworkInputSchema.safeParse(input);
  if (!checked.success) {
    // A rule of the artwork contract these rules do not yet mirror: the row is flagged, not stored,
    // naming the cell the rule is about where there is one.
    const key = checked.error.issues[0]?.path[0];
    return { issues: [{ field: FIELD_OF_INPUT[String(key)] ?? null, code: 'invalid' }], work: null };
  }
  return {
    issues: [],
    work: {
      input: checked.data,
      artist: artistName || artistEn ? { name: artistName ?? artistEn!, nameEn: artistEn } : null,
      folder,
      image,
    },
  };
}

/** A stock number as duplicates are found: loose, so "A-１" and "a-1" are the same. */
export const stockKey = looseKey;

/** A file name as the zip's images are matched: its last path part, NFC (macOS zips use NFD), lower case. */
export function imageKey(name: string): string {
  return (name.split(/[\\/]/).pop() ?? '').normalize('NFC').trim().toLowerCase();
}

/** The name without its extension, for matching `<stockNumber>.<ext>`. */
export function baseName(key: string): string {
  const dot = key.lastIndexOf('.');
  return dot > 0 ? key.slice(0, dot) : key;
}
