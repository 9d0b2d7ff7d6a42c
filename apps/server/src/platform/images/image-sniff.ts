/** The formats we take: JPEG, PNG, WebP, AVIF, and HEIC where the image library can read it. */
export type AcceptedFormat = 'jpeg' | 'png' | 'webp' | 'avif' | 'heic';

/** Image formats we recognise and refuse, so the answer can say so instead of "not an image". */
export type RefusedFormat = 'gif' | 'svg' | 'tiff' | 'bmp' | 'jxl' | 'psd';

export type SniffResult =
  | { accepted: true; format: AcceptedFormat; /** WebP only: the stream is VP8L (lossless). */ lossless?: boolean }
  | { accepted: false; format: RefusedFormat };

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const AVIF_BRANDS = new Set(['avif', 'avis']);
const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs', 'mif1', 'msf1']);

/**
 * What the bytes say the file is, from its signature alone: the name and the declared content
 * type are never asked. Null when it is no image format we know.
 */
export function sniffImage(bytes: Buffer): SniffResult | null {
  const ascii = (start: number, end: number) => bytes.toString('latin1', start, end);

  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return { accepted: true, format: 'jpeg' };
  }
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return { accepted: true, format: 'png' };
  if (bytes.length >= 16 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') {
    return { accepted: true, format: 'webp', lossless: webpIsLossless(bytes) };
  }
  if (bytes.length >= 16 && ascii(4, 8) === 'ftyp') {
    const brands = ftypBrands(bytes);
    if (brands.some((brand) => AVIF_BRANDS.has(brand))) return { accepted: true, format: 'avif' };
    if (brands.some((brand) => HEIC_BRANDS.has(brand))) return { accepted: true, format: 'heic' };
    return null; // MP4, QuickTime and other ISO media files
  }

  if (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a') return { accepted: false, format: 'gif' };
  if (ascii(0, 4) === 'II*\0' || ascii(0, 4) === 'MM\0*') return { accepted: false, format: 'tiff' };
  if (ascii(0, 4) === '8BPS') return { accepted: false, format: 'psd' };
  if ((bytes[0] === 0xff && bytes[1] === 0x0a) || ascii(4, 12) === 'JXL \r\n\x87\n') {
    return { accepted: false, format: 'jxl' };
  }
  if (ascii(0, 2) === 'BM' && bytes.length >= 18 && [12, 40, 52, 56, 108, 124].includes(bytes.readUInt32LE(14))) {
    return { accepted: false, format: 'bmp' };
  }
  if (looksLikeSvg(bytes)) return { accepted: false, format: 'svg' };
  return null;
}

/** Major and compatible brands of an ISO-BMFF `ftyp` box. */
function ftypBrands(bytes: Buffer): string[] {
  const boxSize = Math.min(bytes.readUInt32BE(0), bytes.length, 256);
  const brands = [bytes.toString('latin1', 8, 12)];
  for (let offset = 16; offset + 4 <= boxSize; offset += 4) brands.push(bytes.toString('latin1', offset, offset + 4));
  return brands;
}

/** Walks the RIFF chunks: a `VP8L` image chunk is lossless, `VP8 ` lossy (animations count as lossy). */
function webpIsLossless(bytes: Buffer): boolean {
  for (let offset = 12; offset + 8 <= bytes.length;) {
    const fourcc = bytes.toString('latin1', offset, offset + 4);
    if (fourcc === 'VP8L') return true;
    if (fourcc === 'VP8 ' || fourcc === 'ANIM') return false;
    const size = bytes.readUInt32LE(offset + 4);
    offset += 8 + size + (size % 2);
  }
  return false;
}

/** SVG is XML text; it can carry scripts, so it is recognised only to be refused. */
function looksLikeSvg(bytes: Buffer): boolean {
  const head = bytes
    .toString('utf8', 0, 4096)
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (!head.startsWith('<')) return false;
  return /<svg[\s>]/i.test(head);
}
