import zlib from 'node:zlib';
import sharp from 'sharp';

/** An ASCII GPS tag value that tests look for byte by byte in every stored file. */
export const GPS_MARKER = 'VERNISSAGE-GPS-MARKER';

/**
 * Test and benchmark images, made with sharp so no binary fixtures live in the repository.
 * Each is a two-colour picture (left half red, right half blue as stored), so orientation shows.
 */
export async function makeImage(
  format: 'jpeg' | 'png' | 'webp' | 'avif' | 'gif' | 'tiff',
  options: { width?: number; height?: number; alpha?: boolean; lossless?: boolean; noise?: boolean } = {},
): Promise<Buffer> {
  const width = options.width ?? 600;
  const height = options.height ?? 400;
  const channels = options.alpha ? 4 : 3;
  const pixels = Buffer.alloc(width * height * channels);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const offset = (y * width + x) * channels;
      const red = x < width / 2;
      // A little texture, so encoders have something to do (benchmarks) without hiding the halves.
      const grain = options.noise ? (x * 7 + y * 13) % 32 : 0;
      pixels[offset] = red ? 200 + (grain >> 2) : grain;
      pixels[offset + 1] = 30 + grain;
      pixels[offset + 2] = red ? grain : 200 + (grain >> 2);
      if (options.alpha) pixels[offset + 3] = x < width / 4 ? 128 : 255;
    }
  }
  const image = sharp(pixels, { raw: { width, height, channels } });
  switch (format) {
    case 'jpeg':
      return image.jpeg({ quality: 90 }).toBuffer();
    case 'png':
      return image.png().toBuffer();
    case 'webp':
      return image.webp(options.lossless ? { lossless: true } : { quality: 90 }).toBuffer();
    case 'avif':
      return image.avif({ quality: 60, effort: 2 }).toBuffer();
    case 'gif':
      return image.gif().toBuffer();
    case 'tiff':
      return image.tiff().toBuffer();
  }
}

/** A JPEG as a phone writes it: sideways pixels with EXIF orientation 6, camera and GPS tags. */
export async function makeCameraJpeg(width = 600, height = 400): Promise<Buffer> {
  const jpeg = await makeImage('jpeg', { width, height });
  return sharp(jpeg)
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'VernissageCam', Model: 'Test 1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '37/1 33/1 59/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '126/1 58/1 40/1',
        GPSMapDatum: GPS_MARKER,
      },
    })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/**
 * A valid PNG that claims `width × height` 1-bit pixels and holds them all as compressed zeros:
 * about 110 KB on disk for 30000 × 30000, 900 MB once decoded.
 */
export function makePngBomb(width = 30_000, height = 30_000): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const rows = Buffer.alloc(height * (1 + Math.ceil(width / 8)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
