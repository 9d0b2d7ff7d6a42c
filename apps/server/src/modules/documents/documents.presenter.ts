import {
  ArtworkState,
  artworkStateName,
  mediumTypeName,
  otherTextThan,
  roomAvailabilityOf,
  textIn,
  type Locale,
  type RoomAvailability,
  numberFormat,
  dateTimeFormat,
} from '@vernissage/shared';
import type { DocumentWork, Letterhead } from '../../platform/pdf/gallery-documents.js';
import type { PdfPicture } from '../../platform/pdf/pdf-images.js';
import type { PrintedRow } from './documents.repository.js';

type Words = Record<Locale, string>;

/**
 * Availability as a printed document states it: the three words a buyer needs (as viewing rooms
 * group the states), named as the inventory names those states.
 */
const AVAILABILITY_STATE: Record<RoomAvailability, ArtworkState> = {
  available: ArtworkState.ready,
  on_hold: ArtworkState.holding,
  sold: ArtworkState.soldout,
};

/** The words around the works, in the reader's language. */
export const DOCUMENT_WORDS = {
  priceOnRequest: { ko: '가격 문의', en: 'Price on request' },
  price: { ko: '가격', en: 'Price' },
  priceList: { ko: '가격표', en: 'Price list' },
  selection: { ko: '선택한 작품', en: 'Selected works' },
  page: { ko: '{page} / {pages} 페이지', en: 'Page {page} of {pages}' },
  framed: { ko: '액자 포함', en: 'Framed' },
  booth: { ko: '부스', en: 'Booth' },
} satisfies Record<string, Words>;

const numbersIn = (locale: Locale) => numberFormat(locale === 'ko' ? 'ko-KR' : 'en-US', { maximumFractionDigits: 1 });

/** "₩12,000,000", "$8,500": whole amounts without decimals, KRW always. */
export function moneyText(amount: number, currency: string, locale: Locale): string {
  try {
    return numberFormat(locale === 'ko' ? 'ko-KR' : 'en-US', {
      style: 'currency',
      currency,
      ...((currency === 'KRW' || Number.isInteger(amount)) && { minimumFractionDigits: 0, maximumFractionDigits: 0 }),
    }).format(amount);
  } catch {
    return `${numbersIn(locale).format(amount)} ${currency}`;
  }
}

/** "Unique", "Edition of 10 + 2 AP", in the reader's language (as the inventory export writes it). */
function editionText(locale: Locale, artwork: PrintedRow['artwork']): string {
  const { editionType, editionSize, artistProofs } = artwork;
  if (editionType !== 'edition' || !editionSize) return locale === 'en' ? 'Unique' : '단품';
  const proofs = artistProofs ? (locale === 'en' ? ` + ${artistProofs} AP` : ` + AP ${artistProofs}점`) : '';
  return locale === 'en' ? `Edition of ${editionSize}${proofs}` : `에디션 ${editionSize}점${proofs}`;
}

/** "90 × 60 × 3 cm (35.4 × 23.6 × 1.2 in)": the sides that are set, the other unit after them; and the free text and frame. */
function dimensionsText(locale: Locale, artwork: PrintedRow['artwork']): string | null {
  const sides = [artwork.height, artwork.width, artwork.depth].filter((side): side is number => side !== null);
  const numbers = numbersIn(locale);
  const parts: string[] = [];
  if (sides.length > 0) {
    const unit = artwork.dimensionUnit === 'in' ? 'in' : 'cm';
    const other = unit === 'cm' ? sides.map((side) => side / 2.54) : sides.map((side) => side * 2.54);
    parts.push(
      `${sides.map((side) => numbers.format(side)).join(' × ')} ${unit} (${other.map((side) => numbers.format(side)).join(' × ')} ${unit === 'cm' ? 'in' : 'cm'})`,
    );
  }
  if (artwork.dimensionText) parts.push(artwork.dimensionText);
  if (artwork.framed) parts.push(DOCUMENT_WORDS.framed[locale]);
  return parts.length > 0 ? parts.join(' · ') : null;
}

/**
 * The price line of a work: its amount when prices are printed and its display is `exact`, "price
 * on request" for every other display or a missing amount; null when prices are left out.
 */
function priceText(locale: Locale, artwork: PrintedRow['artwork'], prices: boolean): string | null {
  if (!prices) return null;
  if (artwork.priceDisplay === 'exact' && artwork.priceAmount !== null) {
    return moneyText(artwork.priceAmount, artwork.priceCurrency, locale);
  }
  return DOCUMENT_WORDS.priceOnRequest[locale];
}

/** One work in the reader's language (titles by the `textIn` rule, the other language under them). */
export function presentWork(
  row: PrintedRow,
  options: { locale: Locale; prices: boolean; image: Buffer | null; description: boolean },
): DocumentWork {
  const { artwork } = row;
  const { locale } = options;
  const artistNames = { ko: row.artistName, en: row.artistNameEn };
  const titles = { ko: artwork.title, en: artwork.titleEn };
  const medium = artwork.mediumText?.trim() || (artwork.mediumType ? mediumTypeName(artwork.mediumType, locale) : null);
  const year = artwork.dateText?.trim() || (artwork.year === null ? null : String(artwork.year));
  const availability = roomAvailabilityOf(artwork.state);
  const description = textIn(locale, { ko: artwork.description, en: artwork.descriptionEn });
  return {
    artist: textIn(locale, artistNames) || null,
    otherArtist: otherTextThan(locale, artistNames),
    title: textIn(locale, titles),
    otherTitle: otherTextThan(locale, titles),
    details: [year, medium, dimensionsText(locale, artwork), editionText(locale, artwork)].filter(
      (line): line is string => !!line,
    ),
    price: priceText(locale, artwork, options.prices),
    availability,
    availabilityLabel: artworkStateName(AVAILABILITY_STATE[availability], locale),
    stockNumber: row.stockNumber?.trim() || null,
    image: options.image,
    description: options.description && description ? description : null,
  };
}

/** The gallery's names by the bilingual rule and the contact fields it keeps. */
export function presentLetterhead(
  row: {
    name: string;
    nameen: string | null;
    address: string | null;
    phone: string | null;
    email: string | null;
    website: string | null;
  },
  locale: Locale,
  logo: PdfPicture | null,
): Letterhead {
  const names = { ko: row.name, en: row.nameen };
  return {
    name: textIn(locale, names),
    otherName: otherTextThan(locale, names),
    logo,
    contact: [row.address, [row.phone, row.email].filter(Boolean).join('  ·  '), row.website]
      .map((line) => line?.trim() ?? '')
      .filter((line) => line !== ''),
  };
}

/** "Printed 25 November 2026 at 21:04 (KST)": Seoul time on a 24-hour clock, as the app's calendar keeps it. */
export function printedText(locale: Locale, now: Date): string {
  const when = dateTimeFormat(locale === 'ko' ? 'ko-KR' : 'en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
    hourCycle: 'h23',
    timeZone: 'Asia/Seoul',
  }).format(now);
  return locale === 'ko' ? `출력 ${when} (KST)` : `Printed ${when} (KST)`;
}

/** "12 works" / "작품 12점". */
export function countText(locale: Locale, count: number): string {
  return locale === 'ko' ? `작품 ${count}점` : `${count} ${count === 1 ? 'work' : 'works'}`;
}

/** Characters no file system takes in a name (and control characters), replaced. */
const UNSAFE_IN_FILE_NAME = /[\\/:*?"<>|\p{Cc}]+/gu;

/** A file name safe everywhere: `<base>.pdf`, at most 100 characters before the extension. */
export function pdfFileName(base: string): string {
  const safe = base.replace(UNSAFE_IN_FILE_NAME, '_').replace(/\s+/g, ' ').trim().replace(/^\.+/, '_');
  return `${[...safe].slice(0, 100).join('') || 'document'}.pdf`;
}
