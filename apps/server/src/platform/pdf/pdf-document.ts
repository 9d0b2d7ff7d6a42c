import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

/** Paper sizes in PDF points (1/72 inch): ISO A4 and US Letter. */
export const PAPER_SIZES = {
  a4: [595.28, 841.89],
  letter: [612, 792],
} as const satisfies Record<string, readonly [number, number]>;
export type Paper = keyof typeof PAPER_SIZES;

/** The names documents set their text in: Pretendard (OFL), which has Hangul and Latin in one face. */
export const FONTS = { regular: 'Pretendard', bold: 'Pretendard-SemiBold' } as const;

const require = createRequire(import.meta.url);
// The TrueType cut: pdfkit subsets glyf outlines most reliably, so a document carries only the glyphs it uses.
const FONT_FILES = {
  [FONTS.regular]: 'pretendard/dist/public/static/alternative/Pretendard-Regular.ttf',
  [FONTS.bold]: 'pretendard/dist/public/static/alternative/Pretendard-SemiBold.ttf',
};

let fontBytes: Promise<[string, Buffer][]> | undefined;

/** The font files, read once per process (about 2.7 MB each) and kept. */
function loadFonts(): Promise<[string, Buffer][]> {
  fontBytes ??= Promise.all(
    Object.entries(FONT_FILES).map(
      async ([name, file]) => [name, await readFile(require.resolve(file))] as [string, Buffer],
    ),
  ).catch((error: unknown) => {
    fontBytes = undefined;
    throw error;
  });
  return fontBytes;
}

export interface NewDocumentOptions {
  paper: Paper;
  /** The document's title and author in its metadata (what a viewer shows in its title bar). */
  title: string;
  author: string;
  /** The language of the text, for screen readers and search (`ko`, `en`). */
  lang: string;
  margin: number;
}

/**
 * A new PDF on `paper` with the document fonts registered (embedded and subset when the PDF is
 * written) and its pages kept, so running heads and page numbers can be added at the end.
 */
export async function newDocument(options: NewDocumentOptions): Promise<PDFKit.PDFDocument> {
  // pdfkit is loaded with the first document, not at every start (its import takes ~0.25 s).
  const [fonts, { default: PDFDocument }] = await Promise.all([loadFonts(), import('pdfkit')]);
  const doc = new PDFDocument({
    size: [...PAPER_SIZES[options.paper]],
    margin: options.margin,
    bufferPages: true,
    autoFirstPage: true,
    lang: options.lang,
    displayTitle: true,
    info: { Title: options.title, Author: options.author, Creator: 'Vernissage', Producer: 'Vernissage (pdfkit)' },
  });
  for (const [name, bytes] of fonts) doc.registerFont(name, bytes);
  doc.font(FONTS.regular);
  return doc;
}

/** Ends the document and gives its bytes. */
export function pdfBytes(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}
