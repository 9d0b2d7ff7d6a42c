import { DERIVATIVE_SIZES, type DerivativeName } from '@vernissage/shared';
import sharp, { type Metadata, type Sharp, type SharpOptions } from 'sharp';
import { ImageRejected } from './image-rejected.js';
import { type AcceptedFormat, sniffImage } from './image-sniff.js';

export interface ImageLimits {
  /** Largest upload in bytes, checked before anything is decoded (env IMAGE_MAX_BYTES). */
  maxBytes: number;
  /** Largest width × height, checked from the header so a decompression bomb is never allocated. */
  maxPixels: number;
}

export const DEFAULT_IMAGE_LIMITS: ImageLimits = { maxBytes: 25 * 1024 * 1024, maxPixels: 100_000_000 };

/** The placeholder fits inside this many pixels: small enough to inline, enough to blur up from. */
export const PLACEHOLDER_SIZE = 32;

/** The format the original is stored in: its own, except HEIC (no encoder in sharp's build) → JPEG. */
export type OriginalFormat = 'jpeg' | 'png' | 'webp' | 'avif';

export interface ImageFile {
  buffer: Buffer;
  contentType: string;
  width: number;
  height: number;
}

export interface IngestedImage {
  /** Upright, re-encoded in its own format at high quality (losslessly where it was), no metadata. */
  original: ImageFile & { format: OriginalFormat };
  derivatives: Record<DerivativeName, ImageFile>;
  /** A `data:image/webp;base64,…` URL at most 32 px on its longer side, for blur-up. */
  placeholder: string;
  /** `#rrggbb`, for a background while the image loads. */
  dominantColor?: string;
}

const CONTENT_TYPES: Record<OriginalFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
};

// What sharp's metadata() calls each accepted format.
const DECODER_FORMAT: Record<AcceptedFormat, string> = {
  jpeg: 'jpeg',
  png: 'png',
  webp: 'webp',
  avif: 'heif',
  heic: 'heif',
};

const DERIVATIVE_QUALITY = 82;

/**
 * Checks an upload and makes everything we store of it: the original (upright, re-encoded,
 * metadata stripped), the WebP derivatives, a placeholder and a dominant colour. Throws
 * ImageRejected for anything that is not a readable JPEG, PNG, WebP, AVIF or (where sharp reads
 * it) HEIC within the limits. GIF and SVG are refused. Stands alone, so it can be benchmarked.
 */
export async function ingestImage(input: Buffer, limits: ImageLimits = DEFAULT_IMAGE_LIMITS): Promise<IngestedImage> {
  if (input.length === 0) throw new ImageRejected('empty', 'The file is empty.');
  if (input.length > limits.maxBytes) {
    throw new ImageRejected('too_large', `The file is larger than ${formatBytes(limits.maxBytes)}.`);
  }
  const sniffed = sniffImage(input);
  if (!sniffed) throw new ImageRejected('not_an_image', 'The file is not an image.');
  if (!sniffed.accepted) {
    throw new ImageRejected(
      'unsupported_format',
      `${sniffed.format.toUpperCase()} images are not accepted; upload a JPEG, PNG, WebP or AVIF.`,
    );
  }

  // `truncated` refuses cut-off files but tolerates the minor warnings many cameras' files raise.
  const decode: SharpOptions = { limitInputPixels: limits.maxPixels, failOn: 'truncated' };
  let metadata: Metadata;
  try {
    metadata = await sharp(input, decode).metadata();
  } catch (error) {
    throw decoderRejection(error, sniffed.format, limits);
  }
  if (metadata.format !== DECODER_FORMAT[sniffed.format] || !metadata.width || !metadata.height) {
    throw new ImageRejected('corrupt', 'The file could not be read as an image.');
  }
  if (metadata.width * metadata.height > limits.maxPixels) throw tooManyPixels(limits);

  try {
    const [original, derived] = await Promise.all([
      encodeOriginal(input, decode, sniffed.format, metadata, sniffed.lossless ?? false),
      deriveWebP(input, decode),
    ]);
    return { original, ...derived };
  } catch (error) {
    throw decoderRejection(error, sniffed.format, limits);
  }
}

/** Re-encodes the original upright in its own format; sharp writes no EXIF, XMP or IPTC unless asked. */
async function encodeOriginal(
  input: Buffer,
  decode: SharpOptions,
  format: AcceptedFormat,
  metadata: Metadata,
  lossless: boolean,
): Promise<IngestedImage['original']> {
  let pipeline: Sharp = sharp(input, decode).autoOrient();
  // The colour profile is not personal data, and an artwork's colours depend on it; CMYK becomes sRGB.
  if (metadata.space !== 'cmyk') pipeline = pipeline.keepIccProfile();
  const target: OriginalFormat = format === 'heic' ? 'jpeg' : format;
  switch (target) {
    case 'jpeg':
      pipeline = pipeline.jpeg({ quality: 95, chromaSubsampling: '4:4:4' });
      break;
    case 'png':
      // sharp works in 8 bits unless told; a 16-bit scan stays 16-bit.
      if (metadata.depth === 'ushort') pipeline = pipeline.toColourspace(metadata.channels <= 2 ? 'grey16' : 'rgb16');
      pipeline = pipeline.png({ compressionLevel: 6 });
      break;
    case 'webp':
      pipeline = pipeline.webp(lossless ? { lossless: true } : { quality: 95, alphaQuality: 100 });
      break;
    case 'avif':
      pipeline = pipeline.avif({ quality: 90, chromaSubsampling: '4:4:4' });
      break;
  }
  const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
  return { buffer: data, contentType: CONTENT_TYPES[target], width: info.width, height: info.height, format: target };
}

/**
 * Decodes once to at most the large size (JPEG and WebP shrink while decoding), then makes every
 * derivative, the placeholder and the colour from those pixels, so big uploads are decoded twice
 * in all (here and for the original), not five times.
 */
async function deriveWebP(input: Buffer, decode: SharpOptions): Promise<Omit<IngestedImage, 'original'>> {
  const largest = DERIVATIVE_SIZES.large;
  const { data, info } = await sharp(input, decode)
    .autoOrient()
    .resize({ width: largest, height: largest, fit: 'inside', withoutEnlargement: true })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  const webp = async (size: number, quality: number): Promise<ImageFile> => {
    const output = await pixels()
      .resize({ width: size, height: size, fit: 'inside', withoutEnlargement: true })
      .webp({ quality })
      .toBuffer({ resolveWithObject: true });
    return { buffer: output.data, contentType: 'image/webp', width: output.info.width, height: output.info.height };
  };
  const [thumbnail, medium, large, placeholder, stats] = await Promise.all([
    webp(DERIVATIVE_SIZES.thumbnail, DERIVATIVE_QUALITY),
    webp(DERIVATIVE_SIZES.medium, DERIVATIVE_QUALITY),
    webp(DERIVATIVE_SIZES.large, DERIVATIVE_QUALITY),
    webp(PLACEHOLDER_SIZE, 40),
    pixels().stats(),
  ]);
  const { r, g, b } = stats.dominant;
  return {
    derivatives: { thumbnail, medium, large },
    placeholder: `data:image/webp;base64,${placeholder.buffer.toString('base64')}`,
    dominantColor: `#${[r, g, b].map((value) => value.toString(16).padStart(2, '0')).join('')}`,
  };
}

/** What a decoder failure means for the person who uploaded the file. */
function decoderRejection(error: unknown, format: AcceptedFormat, limits: ImageLimits): ImageRejected {
  const message = error instanceof Error ? error.message : String(error);
  if (/pixel limit/i.test(message)) return tooManyPixels(limits, error);
  if (format === 'heic' && /unsupported|plugin|codec|hevc/i.test(message)) {
    return new ImageRejected('unsupported_format', 'HEIC images cannot be read here; upload a JPEG instead.', {
      cause: error,
    });
  }
  return new ImageRejected('corrupt', 'The image is damaged or incomplete and could not be read.', { cause: error });
}

function tooManyPixels(limits: ImageLimits, cause?: unknown): ImageRejected {
  const megapixels = Math.floor(limits.maxPixels / 1_000_000);
  return new ImageRejected('too_many_pixels', `The image has more than ${megapixels} megapixels.`, { cause });
}

function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.floor(bytes / (1024 * 1024))} MiB` : `${bytes} bytes`;
}
