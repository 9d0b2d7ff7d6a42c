import { FONTS, newDocument, pdfBytes, type Paper } from './pdf-document.js';
import type { PdfPicture } from './pdf-images.js';

/** Who prints: the gallery's name (and the other language's under it), logo and ways to reach it. */
export interface Letterhead {
  name: string;
  otherName: string | null;
  /** A PNG or JPEG with its size in pixels, or null. */
  logo: PdfPicture | null;
  /** Address, phone, e-mail, website: whichever are kept, one short line each. */
  contact: string[];
}

export type Availability = 'available' | 'on_hold' | 'sold';

/** One work as a document prints it: every text already in the reader's language. */
export interface DocumentWork {
  artist: string | null;
  otherArtist: string | null;
  title: string;
  otherTitle: string | null;
  /** Year, medium, dimensions, edition: the caption's lines that are set. */
  details: string[];
  /** The price, "price on request", or null when prices are left out. */
  price: string | null;
  availability: Availability;
  availabilityLabel: string;
  stockNumber: string | null;
  /** A JPEG, or null when the work has no image. */
  image: Buffer | null;
  description: string | null;
}

/** The words around the works, in the reader's language. */
export interface DocumentFrame {
  paper: Paper;
  lang: string;
  letterhead: Letterhead;
  /** "Printed 25 November 2026, 21:04 GMT+9". */
  printed: string;
  /** `{page}` and `{pages}` are filled in: "Page 1 of 3". */
  pageLabel: string;
}

const MARGIN = 50;
const INK = '#1a1b1e';
const MUTED = '#6b6f76';
const RULE = '#d9dbde';
const DOTS: Record<Availability, string> = { available: '#2f9e44', on_hold: '#f08c00', sold: '#e03131' };

type Doc = PDFKit.PDFDocument;

const contentWidth = (doc: Doc) => doc.page.width - MARGIN * 2;
const bottomOf = (doc: Doc) => doc.page.height - MARGIN - 24;

/** Writes text at a place without pdfkit moving to a new page (the footer sits below the bottom margin). */
function textAt(doc: Doc, value: string, x: number, y: number, options: PDFKit.Mixins.TextOptions) {
  const bottom = doc.page.margins.bottom;
  doc.page.margins.bottom = 0;
  doc.text(value, x, y, { lineBreak: false, ...options });
  doc.page.margins.bottom = bottom;
}

/** The gallery's logo and name on the left, its contact lines on the right, a rule under them; returns the y below. */
function drawLetterhead(doc: Doc, letterhead: Letterhead): number {
  const top = MARGIN;
  const width = contentWidth(doc);
  let x = MARGIN;
  if (letterhead.logo) {
    try {
      const logo = letterhead.logo;
      const scale = Math.min(96 / logo.width, 40 / logo.height);
      doc.image(logo.data, MARGIN, top, { width: logo.width * scale, height: logo.height * scale });
      x = MARGIN + logo.width * scale + 12;
    } catch {
      // A logo pdfkit cannot read is left out; the name still heads the page.
    }
  }
  const nameWidth = width / 2 - (x - MARGIN);
  doc
    .font(FONTS.bold)
    .fontSize(14)
    .fillColor(INK)
    .text(letterhead.name, x, top + 4, { width: nameWidth });
  if (letterhead.otherName)
    doc
      .font(FONTS.regular)
      .fontSize(9)
      .fillColor(MUTED)
      .text(letterhead.otherName, x, doc.y + 1, { width: nameWidth });
  const left = Math.max(doc.y, top + 40);
  doc.font(FONTS.regular).fontSize(8).fillColor(MUTED);
  let y = top + 4;
  for (const line of letterhead.contact) {
    doc.text(line, MARGIN + width / 2, y, { width: width / 2, align: 'right' });
    y = doc.y + 1;
  }
  const below = Math.max(left, y) + 10;
  doc
    .moveTo(MARGIN, below)
    .lineTo(MARGIN + width, below)
    .lineWidth(0.6)
    .strokeColor(RULE)
    .stroke();
  return below + 18;
}

/** The print time and page number at the foot of every page. */
function drawFooters(doc: Doc, frame: DocumentFrame) {
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index);
    const y = doc.page.height - MARGIN + 6;
    const width = contentWidth(doc);
    doc
      .moveTo(MARGIN, y - 8)
      .lineTo(MARGIN + width, y - 8)
      .lineWidth(0.4)
      .strokeColor(RULE)
      .stroke();
    doc.font(FONTS.regular).fontSize(7.5).fillColor(MUTED);
    textAt(doc, frame.printed, MARGIN, y, { width: width * 0.7 });
    const page = frame.pageLabel.replace('{page}', String(index + 1)).replace('{pages}', String(range.count));
    textAt(doc, page, MARGIN + width * 0.7, y, { width: width * 0.3, align: 'right' });
  }
}

/** A coloured dot and the availability word; returns the y below. */
function drawAvailability(doc: Doc, work: DocumentWork, x: number, y: number, width: number, align: 'left' | 'right') {
  doc.font(FONTS.regular).fontSize(9);
  const wordWidth = doc.widthOfString(work.availabilityLabel);
  const dotX = align === 'right' ? x + width - wordWidth - 9 : x + 3.5;
  doc.circle(dotX, y + 5.5, 3.5).fill(DOTS[work.availability]);
  doc.fillColor(INK).text(work.availabilityLabel, align === 'right' ? x : x + 11, y, {
    width: align === 'right' ? width : width - 11,
    align,
  });
  return doc.y;
}

/** How a caption is set: an info sheet's large, a price list's compact (details on one line). */
interface CaptionStyle {
  name: number;
  other: number;
  detail: number;
  compact: boolean;
}
const SHEET_CAPTION: CaptionStyle = { name: 14, other: 10.5, detail: 10.5, compact: false };
const LIST_CAPTION: CaptionStyle = { name: 10, other: 8, detail: 8, compact: true };

/** The caption's lines, font and size each: artist, title (the other language's under it, lighter), details. */
function captionLines(
  work: DocumentWork,
  style: CaptionStyle,
): { text: string; font: string; size: number; color: string; gap: number }[] {
  const lines: { text: string; font: string; size: number; color: string; gap: number }[] = [];
  if (work.artist) {
    if (style.compact) {
      const artist = work.otherArtist ? `${work.artist} (${work.otherArtist})` : work.artist;
      lines.push({ text: artist, font: FONTS.regular, size: style.detail + 1, color: INK, gap: 2 });
    } else {
      lines.push({ text: work.artist, font: FONTS.bold, size: style.name, color: INK, gap: 0 });
      if (work.otherArtist)
        lines.push({ text: work.otherArtist, font: FONTS.regular, size: style.other, color: MUTED, gap: 0 });
      lines[lines.length - 1]!.gap = 6;
    }
  }
  lines.push({ text: work.title, font: FONTS.bold, size: style.name, color: INK, gap: 0 });
  if (work.otherTitle)
    lines.push({ text: work.otherTitle, font: FONTS.regular, size: style.other, color: MUTED, gap: 0 });
  lines[lines.length - 1]!.gap = style.compact ? 3 : 6;
  const details = style.compact
    ? [work.details.filter((_, index) => index !== 2).join(' · '), work.details[2] ?? ''].filter((line) => line !== '')
    : work.details;
  // Dimensions are the third detail when set; in a list they get a line of their own.
  for (const line of details) lines.push({ text: line, font: FONTS.regular, size: style.detail, color: INK, gap: 1 });
  if (work.stockNumber)
    lines.push({ text: work.stockNumber, font: FONTS.regular, size: style.detail - 1, color: MUTED, gap: 0 });
  return lines;
}

/** Draws the caption at (x, y); returns the y below it. */
function drawCaption(doc: Doc, work: DocumentWork, x: number, y: number, width: number, style: CaptionStyle): number {
  doc.y = y;
  for (const line of captionLines(work, style)) {
    doc.font(line.font).fontSize(line.size).fillColor(line.color).text(line.text, x, doc.y, { width });
    doc.y += line.gap;
  }
  return doc.y;
}

/** How tall a caption will be, measured with the same fonts and sizes it is drawn with. */
function captionHeight(doc: Doc, work: DocumentWork, width: number, style: CaptionStyle): number {
  return captionLines(work, style).reduce(
    (height, line) => height + doc.font(line.font).fontSize(line.size).heightOfString(line.text, { width }) + line.gap,
    0,
  );
}

export interface InfoSheet extends DocumentFrame {
  work: DocumentWork;
  /** "Price" / "가격", over the price. */
  priceHeading: string;
}

/**
 * One work on one page: the letterhead, the image as large as the page allows, the caption and
 * facts on the left, price and availability on the right, a short description, the print time.
 */
export async function renderInfoSheet(sheet: InfoSheet): Promise<Buffer> {
  const { work } = sheet;
  const doc = await newDocument({
    paper: sheet.paper,
    margin: MARGIN,
    lang: sheet.lang,
    title: [work.artist, work.title].filter(Boolean).join(', '),
    author: sheet.letterhead.name,
  });
  const width = contentWidth(doc);
  let y = drawLetterhead(doc, sheet.letterhead);
  const imageHeight = (bottomOf(doc) - y) * 0.58;
  if (work.image) {
    doc.image(work.image, MARGIN, y, { fit: [width, imageHeight], align: 'center', valign: 'center' });
    y += imageHeight + 24;
  } else {
    doc.rect(MARGIN, y, width, 80).fill('#f1f3f5');
    y += 104;
  }
  const captionWidth = width * 0.62;
  const captionBottom = drawCaption(doc, work, MARGIN, y, captionWidth, SHEET_CAPTION);
  const sideX = MARGIN + captionWidth + 16;
  const sideWidth = width - captionWidth - 16;
  let sideY = y;
  if (work.price !== null) {
    doc
      .font(FONTS.regular)
      .fontSize(8)
      .fillColor(MUTED)
      .text(sheet.priceHeading, sideX, sideY, { width: sideWidth, align: 'right' });
    doc
      .font(FONTS.bold)
      .fontSize(13)
      .fillColor(INK)
      .text(work.price, sideX, doc.y + 1, { width: sideWidth, align: 'right' });
    sideY = doc.y + 8;
  }
  sideY = drawAvailability(doc, work, sideX, sideY, sideWidth, 'right');
  y = Math.max(captionBottom, sideY) + 16;
  if (work.description && y < bottomOf(doc) - 30) {
    doc
      .font(FONTS.regular)
      .fontSize(8.5)
      .fillColor(MUTED)
      .text(work.description, MARGIN, y, {
        width,
        height: bottomOf(doc) - y,
        ellipsis: true,
        lineGap: 2,
      });
  }
  drawFooters(doc, sheet);
  return pdfBytes(doc);
}

export interface PriceList extends DocumentFrame {
  /** "Price list" / "가격표". */
  heading: string;
  /** What it lists: the exhibition, the fair and booth, the folder; and its dates or place. */
  subject: string | null;
  subjectDetail: string | null;
  /** "12 works". */
  count: string;
  works: DocumentWork[];
}

const THUMB = 64;

/**
 * Works in rows under the letterhead: a thumbnail, the caption, and price and availability on the
 * right; rows never split across pages; page numbers and the print time at the foot.
 */
export async function renderPriceList(list: PriceList): Promise<Buffer> {
  const doc = await newDocument({
    paper: list.paper,
    margin: MARGIN,
    lang: list.lang,
    title: [list.heading, list.subject].filter(Boolean).join(' — '),
    author: list.letterhead.name,
  });
  const width = contentWidth(doc);
  let y = drawLetterhead(doc, list.letterhead);
  doc.font(FONTS.bold).fontSize(18).fillColor(INK).text(list.heading, MARGIN, y, { width });
  if (list.subject)
    doc
      .font(FONTS.bold)
      .fontSize(11)
      .text(list.subject, MARGIN, doc.y + 2, { width });
  if (list.subjectDetail)
    doc
      .font(FONTS.regular)
      .fontSize(9)
      .fillColor(MUTED)
      .text(list.subjectDetail, MARGIN, doc.y + 1, { width });
  doc
    .font(FONTS.regular)
    .fontSize(9)
    .fillColor(MUTED)
    .text(list.count, MARGIN, doc.y + 2, { width });
  y = doc.y + 14;

  const captionX = MARGIN + THUMB + 16;
  const sideWidth = 120;
  const captionWidth = width - THUMB - 16 - sideWidth - 12;
  const sideX = MARGIN + width - sideWidth;
  for (const work of list.works) {
    const rowHeight = Math.max(THUMB, captionHeight(doc, work, captionWidth, LIST_CAPTION)) + 18;
    if (y + rowHeight > bottomOf(doc)) {
      doc.addPage();
      y = MARGIN;
    }
    if (work.image) {
      doc.image(work.image, MARGIN, y, { fit: [THUMB, THUMB], align: 'center' });
    } else {
      doc.rect(MARGIN, y, THUMB, THUMB).fill('#f1f3f5');
    }
    drawCaption(doc, work, captionX, y, captionWidth, LIST_CAPTION);
    let sideY = y;
    if (work.price !== null) {
      doc
        .font(FONTS.bold)
        .fontSize(10)
        .fillColor(INK)
        .text(work.price, sideX, sideY, { width: sideWidth, align: 'right' });
      sideY = doc.y + 4;
    }
    drawAvailability(doc, work, sideX, sideY, sideWidth, 'right');
    y += rowHeight;
    doc
      .moveTo(MARGIN, y - 8)
      .lineTo(MARGIN + width, y - 8)
      .lineWidth(0.4)
      .strokeColor(RULE)
      .stroke();
  }
  drawFooters(doc, list);
  return pdfBytes(doc);
}
