import { artworkStateName, textIn, type Locale, type CellValue } from '@vernissage/shared';
import type { SheetColumn } from '../../platform/spreadsheet/xlsx.js';
import type { ExportRow } from './inventory-export.repository.js';

type Words = Record<Locale, string>;

const PRICE_DISPLAYS: Record<string, Words> = {
  exact: { ko: '가격 공개', en: 'Shown' },
  on_request: { ko: '가격 문의', en: 'On request' },
  hidden: { ko: '비공개', en: 'Hidden' },
};

/** "Unique", "Edition of 10 + 2 AP", in the reader's language. */
function editionText(locale: Locale, { editionType, editionSize, artistProofs }: ExportRow['artwork']): string {
  if (editionType !== 'edition' || !editionSize) return locale === 'en' ? 'Unique' : '단품';
  const proofs = artistProofs ? (locale === 'en' ? ` + ${artistProofs} AP` : ` + AP ${artistProofs}점`) : '';
  return locale === 'en' ? `Edition of ${editionSize}${proofs}` : `에디션 ${editionSize}점${proofs}`;
}

interface ExportColumn {
  header: Words;
  /** Width in characters in the .xlsx sheet. */
  width: number;
  value: (row: ExportRow, locale: Locale) => CellValue;
}

/**
 * The columns of an inventory export, in order. Titles and artists' names come in both languages
 * (a column each), as they are kept; a text kept once per language elsewhere (the description)
 * follows the one picking rule, `textIn`. Amounts and sizes are numbers.
 */
const COLUMNS: readonly ExportColumn[] = [
  { header: { ko: '재고 번호', en: 'Stock number' }, width: 14, value: ({ item }) => item.stockNumber },
  { header: { ko: '제목', en: 'Title' }, width: 32, value: ({ artwork }) => artwork.title },
  { header: { ko: '제목 (영문)', en: 'Title (English)' }, width: 32, value: ({ artwork }) => artwork.titleEn },
  { header: { ko: '작가', en: 'Artist' }, width: 20, value: (row) => row.artistName },
  { header: { ko: '작가 (영문)', en: 'Artist (English)' }, width: 20, value: (row) => row.artistNameEn },
  { header: { ko: '제작 연도', en: 'Year' }, width: 10, value: ({ artwork }) => artwork.year ?? artwork.dateText },
  {
    header: { ko: '재료', en: 'Medium' },
    width: 24,
    value: ({ artwork }) => artwork.mediumText ?? artwork.mediumType,
  },
  { header: { ko: '높이', en: 'Height' }, width: 9, value: ({ artwork }) => artwork.height },
  { header: { ko: '너비', en: 'Width' }, width: 9, value: ({ artwork }) => artwork.width },
  { header: { ko: '깊이', en: 'Depth' }, width: 9, value: ({ artwork }) => artwork.depth },
  { header: { ko: '단위', en: 'Unit' }, width: 7, value: ({ artwork }) => artwork.dimensionUnit },
  { header: { ko: '에디션', en: 'Edition' }, width: 18, value: ({ artwork }, locale) => editionText(locale, artwork) },
  { header: { ko: '가격', en: 'Price' }, width: 14, value: ({ artwork }) => artwork.priceAmount },
  { header: { ko: '통화', en: 'Currency' }, width: 9, value: ({ artwork }) => artwork.priceCurrency },
  {
    header: { ko: '가격 표시', en: 'Price display' },
    width: 12,
    value: ({ artwork }, locale) => PRICE_DISPLAYS[artwork.priceDisplay]?.[locale] ?? artwork.priceDisplay,
  },
  {
    header: { ko: '판매 상태', en: 'Availability' },
    width: 14,
    value: ({ artwork }, locale) => artworkStateName(artwork.state, locale),
  },
  { header: { ko: '위치', en: 'Location' }, width: 20, value: ({ item }) => item.location },
  { header: { ko: '폴더', en: 'Folder' }, width: 18, value: (row) => row.folderName },
  { header: { ko: '태그', en: 'Tags' }, width: 24, value: ({ artwork }) => artwork.tags.join(', ') },
  {
    header: { ko: '설명', en: 'Description' },
    width: 40,
    value: ({ artwork }, locale) => textIn(locale, { ko: artwork.description, en: artwork.descriptionEn }),
  },
  { header: { ko: '메모', en: 'Private notes' }, width: 32, value: ({ item }) => item.privateNotes },
  {
    header: { ko: '등록일', en: 'Created' },
    width: 12,
    value: ({ item }) => item.createdAt.toISOString().slice(0, 10),
  },
];

/** The headings of the export in the reader's language. */
export function exportHeader(locale: Locale): string[] {
  return COLUMNS.map((column) => column.header[locale]);
}

/** The headings and widths of the .xlsx sheet. */
export function exportSheetColumns(locale: Locale): SheetColumn[] {
  return COLUMNS.map((column) => ({ header: column.header[locale], width: column.width }));
}

/** One work as a row of cells, in the order of the headings. */
export function exportCells(row: ExportRow, locale: Locale): CellValue[] {
  return COLUMNS.map((column) => column.value(row, locale));
}

/** The manifest of an images archive: which file is which work. */
export function manifestHeader(locale: Locale): string[] {
  return locale === 'en'
    ? ['File', 'aid', 'Stock number', 'Title', 'Artist']
    : ['파일', 'aid', '재고 번호', '제목', '작가'];
}

/** One work of the manifest (`file` empty when it has no image to give). */
export function manifestCells(row: ExportRow, locale: Locale, file: string | null): CellValue[] {
  return [
    file,
    row.artwork.id,
    row.item.stockNumber,
    textIn(locale, { ko: row.artwork.title, en: row.artwork.titleEn }),
    textIn(locale, { ko: row.artistName, en: row.artistNameEn }),
  ];
}

/** Characters no file system takes in a name (and control characters), replaced. */
const UNSAFE_IN_FILE_NAME = /[\\/:*?"<>|\p{Cc}]+/gu;

/**
 * A work's image's name in the archive: `<stock number or aid>-<title>.<ext>`, safe on Windows,
 * macOS and Linux (no separators or reserved characters, no leading dot, at most 120 characters
 * before the extension).
 */
export function imageFileName(row: ExportRow, locale: Locale, extension: string): string {
  const title = textIn(locale, { ko: row.artwork.title, en: row.artwork.titleEn });
  const base = `${row.item.stockNumber?.trim() || row.artwork.id}-${title}`
    .replace(UNSAFE_IN_FILE_NAME, '_')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '_')
    .replace(/[. ]+$/, '');
  return `${[...base].slice(0, 120).join('')}.${extension}`;
}
