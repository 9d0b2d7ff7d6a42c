import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { derivativeSize } from '@vernissage/shared';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.js';
import { ImageRejected, type ImageRejectionReason } from './image-rejected.js';
import { DEFAULT_IMAGE_LIMITS, type IngestedImage, ingestImage } from './ingest-image.js';
import { GPS_MARKER, makeCameraJpeg, makeImage, makePngBomb } from './test-images.js';

/** Every file we would store of an ingested image, the placeholder included. */
function outputsOf(image: IngestedImage): { name: string; buffer: Buffer }[] {
  return [
    { name: 'original', buffer: image.original.buffer },
    { name: 'thumbnail', buffer: image.derivatives.thumbnail.buffer },
    { name: 'medium', buffer: image.derivatives.medium.buffer },
    { name: 'large', buffer: image.derivatives.large.buffer },
    { name: 'placeholder', buffer: Buffer.from(image.placeholder.split(',')[1] ?? '', 'base64') },
  ];
}

async function pixelAt(buffer: Buffer, x: number, y: number): Promise<number[]> {
  return [...(await sharp(buffer).extract({ left: x, top: y, width: 1, height: 1 }).removeAlpha().raw().toBuffer())];
}

async function rejectionOf(input: Buffer, limits = DEFAULT_IMAGE_LIMITS): Promise<ImageRejected> {
  const error: unknown = await ingestImage(input, limits).then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ImageRejected);
  return error as ImageRejected;
}

async function expectRejected(input: Buffer, reason: ImageRejectionReason, limits = DEFAULT_IMAGE_LIMITS) {
  const error = await rejectionOf(input, limits);
  expect(error.reason).toBe(reason);
  return error;
}

describe('ingestImage: a photo from a phone', () => {
  it('stands it upright by its EXIF orientation and strips GPS and every other tag from every output', async () => {
    const input = await makeCameraJpeg(600, 400);
    // The test image really carries what we claim to remove.
    const inputMeta = await sharp(input).metadata();
    expect(inputMeta.orientation).toBe(6);
    expect(inputMeta.exif).toBeDefined();
    expect(input.includes(GPS_MARKER)).toBe(true);
    expect(input.includes('VernissageCam')).toBe(true);

    const image = await ingestImage(input);

    expect(image.original).toMatchObject({ format: 'jpeg', contentType: 'image/jpeg', width: 400, height: 600 });
    // Stored sideways with red on the left; upright, red is on top.
    const [topRed, , topBlue] = await pixelAt(image.original.buffer, 200, 100);
    const [bottomRed, , bottomBlue] = await pixelAt(image.original.buffer, 200, 500);
    expect([topRed! > 180, topBlue! < 80, bottomRed! < 80, bottomBlue! > 180]).toEqual([true, true, true, true]);

    for (const { name, buffer } of outputsOf(image)) {
      const meta = await sharp(buffer).metadata();
      expect(meta.exif, name).toBeUndefined();
      expect(meta.xmp, name).toBeUndefined();
      expect(meta.iptc, name).toBeUndefined();
      expect(meta.orientation ?? 1, name).toBe(1);
      expect(buffer.includes(GPS_MARKER), name).toBe(false);
      expect(buffer.includes('VernissageCam'), name).toBe(false);
      expect(meta.height, name).toBeGreaterThan(meta.width ?? 0);
    }
  });

  it('makes WebP derivatives that fit inside 400, 1200 and 2400 px and never upscales', async () => {
    const image = await ingestImage(await makeCameraJpeg(600, 400));
    expect(image.derivatives.thumbnail).toMatchObject({ contentType: 'image/webp', width: 267, height: 400 });
    expect(image.derivatives.medium).toMatchObject({ contentType: 'image/webp', width: 400, height: 600 });
    expect(image.derivatives.large).toMatchObject({ contentType: 'image/webp', width: 400, height: 600 });
    for (const name of ['thumbnail', 'medium', 'large'] as const) {
      const meta = await sharp(image.derivatives[name].buffer).metadata();
      expect(meta.format).toBe('webp');
      expect([meta.width, meta.height]).toEqual([image.derivatives[name].width, image.derivatives[name].height]);
    }
  });

  it('stores each derivative at the width the pages name it by in their srcset', async () => {
    // Odd sizes, where rounding the scaled side could go either way (ADR 076).
    for (const [width, height] of [
      [3001, 1999],
      [1001, 2999],
    ] as const) {
      const image = await ingestImage(await makeImage('png', { width, height }));
      for (const name of ['thumbnail', 'medium', 'large'] as const) {
        const { width: stored, height: storedHeight } = image.derivatives[name];
        expect({ width: stored, height: storedHeight }, `${width}×${height} ${name}`).toEqual(
          derivativeSize({ width, height }, name),
        );
      }
    }
  });
});

describe('ingestImage: formats', () => {
  it('keeps a PNG lossless, pixel for pixel, with its transparency', async () => {
    const input = await makeImage('png', { width: 300, height: 200, alpha: true });
    const image = await ingestImage(input);
    expect(image.original).toMatchObject({ format: 'png', contentType: 'image/png', width: 300, height: 200 });
    expect((await sharp(image.original.buffer).raw().toBuffer()).equals(await sharp(input).raw().toBuffer())).toBe(
      true,
    );
    expect((await sharp(image.derivatives.thumbnail.buffer).metadata()).hasAlpha).toBe(true);
  });

  it('keeps a 16-bit PNG 16-bit', async () => {
    const input = await sharp(await makeImage('png', { width: 64, height: 64 }))
      .toColourspace('rgb16')
      .png()
      .toBuffer();
    expect((await sharp(input).metadata()).depth).toBe('ushort');
    const image = await ingestImage(input);
    expect((await sharp(image.original.buffer).metadata()).depth).toBe('ushort');
  });

  it('keeps a lossless WebP lossless and re-encodes a lossy one as WebP', async () => {
    const lossless = await makeImage('webp', { width: 200, height: 100, lossless: true });
    const fromLossless = await ingestImage(lossless);
    expect(fromLossless.original).toMatchObject({ format: 'webp', contentType: 'image/webp' });
    expect(
      (await sharp(fromLossless.original.buffer).raw().toBuffer()).equals(await sharp(lossless).raw().toBuffer()),
    ).toBe(true);

    const lossy = await ingestImage(await makeImage('webp', { width: 200, height: 100 }));
    expect(lossy.original).toMatchObject({ format: 'webp', width: 200, height: 100 });
  });

  it('reads an AVIF and keeps the original as AVIF', async () => {
    const image = await ingestImage(await makeImage('avif', { width: 320, height: 240 }));
    expect(image.original).toMatchObject({ format: 'avif', contentType: 'image/avif', width: 320, height: 240 });
    const meta = await sharp(image.original.buffer).metadata();
    expect([meta.format, meta.compression]).toEqual(['heif', 'av1']);
    expect(image.derivatives.thumbnail).toMatchObject({ width: 320, height: 240 });
  });

  it('takes a 1×1 image', async () => {
    const input = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const image = await ingestImage(input);
    expect(image.original).toMatchObject({ width: 1, height: 1 });
    for (const name of ['thumbnail', 'medium', 'large'] as const) {
      expect(image.derivatives[name]).toMatchObject({ width: 1, height: 1 });
    }
    expect(image.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(image.dominantColor).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('scales a large photo down to each derivative size and keeps the original at full size', async () => {
    const image = await ingestImage(await makeImage('jpeg', { width: 5000, height: 3000, noise: true }));
    expect(image.original).toMatchObject({ width: 5000, height: 3000 });
    expect(image.derivatives.large).toMatchObject({ width: 2400, height: 1440 });
    expect(image.derivatives.medium).toMatchObject({ width: 1200, height: 720 });
    expect(image.derivatives.thumbnail).toMatchObject({ width: 400, height: 240 });
  });

  it('gives a tiny placeholder (at most 32 px) and the dominant colour', async () => {
    const input = await sharp({ create: { width: 900, height: 300, channels: 3, background: '#2050d0' } })
      .jpeg()
      .toBuffer();
    const image = await ingestImage(input);
    const placeholder = Buffer.from(image.placeholder.split(',')[1]!, 'base64');
    const meta = await sharp(placeholder).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 32, 11]);
    expect(image.placeholder.length).toBeLessThan(1000);
    const [r, g, b] = [1, 3, 5].map((start) => parseInt(image.dominantColor!.slice(start, start + 2), 16));
    expect(b).toBeGreaterThan(180);
    expect(r).toBeLessThan(64);
    expect(g).toBeLessThan(112);
  });

  it('keeps the colour profile of the original and converts the derivatives to sRGB', async () => {
    const input = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#ff0000' } })
      .withIccProfile('p3')
      .png()
      .toBuffer();
    const image = await ingestImage(input);
    expect((await sharp(image.original.buffer).metadata()).icc).toBeDefined();
    expect((await sharp(image.derivatives.large.buffer).metadata()).icc).toBeUndefined();
    // sRGB red stored as Display P3 comes back as sRGB red in the derivative.
    expect((await pixelAt(image.derivatives.large.buffer, 10, 10))[0]).toBeGreaterThan(240);
  });
});

describe('ingestImage: refusals', () => {
  it('refuses a text file whatever it is called', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'vernissage-upload-'));
    const file = path.join(dir, 'portrait.jpg');
    await fs.writeFile(file, 'These are my notes, not a portrait.\n');
    try {
      const error = await expectRejected(await fs.readFile(file), 'not_an_image');
      expect(error).toBeInstanceOf(AppError);
      expect(error.status).toBe(415);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });

  it('refuses an empty file', async () => {
    expect((await expectRejected(Buffer.alloc(0), 'empty')).status).toBe(400);
  });

  it('refuses a file over the size limit before reading it', async () => {
    const error = await expectRejected(Buffer.alloc(25 * 1024 * 1024 + 1), 'too_large');
    expect(error.status).toBe(413);
    expect(error.message).toMatch(/25 MiB/);
    const jpeg = await makeImage('jpeg', { width: 200, height: 200, noise: true });
    await expectRejected(jpeg, 'too_large', { maxBytes: jpeg.length - 1, maxPixels: 100_000_000 });
  });

  it('refuses a decompression bomb from its header, without allocating it', async () => {
    const bomb = makePngBomb(30_000, 30_000);
    expect(bomb.length).toBeLessThan(200_000);
    const before = process.memoryUsage().rss;
    const started = performance.now();
    const error = await expectRejected(bomb, 'too_many_pixels');
    expect(error.status).toBe(413);
    expect(performance.now() - started).toBeLessThan(2_000);
    // Decoding would take 900 MB.
    expect(process.memoryUsage().rss - before).toBeLessThan(100 * 1024 * 1024);
  });

  it('refuses an image with more pixels than the limit allows', async () => {
    const png = await makeImage('png', { width: 2000, height: 1000 });
    await expectRejected(png, 'too_many_pixels', { maxBytes: DEFAULT_IMAGE_LIMITS.maxBytes, maxPixels: 1_999_999 });
    await expect(
      ingestImage(png, { maxBytes: DEFAULT_IMAGE_LIMITS.maxBytes, maxPixels: 2_000_000 }),
    ).resolves.toBeDefined();
  });

  it('refuses a truncated JPEG and one whose data is garbage', async () => {
    const jpeg = await makeImage('jpeg', { width: 800, height: 600, noise: true });
    await expectRejected(jpeg.subarray(0, Math.floor(jpeg.length / 2)), 'corrupt');
    const garbage = Buffer.concat([jpeg.subarray(0, 3), Buffer.alloc(5000, 0x5a)]);
    expect((await expectRejected(garbage, 'corrupt')).status).toBe(400);
    const png = await makeImage('png', { width: 10, height: 10 });
    await expectRejected(Buffer.concat([png.subarray(0, 8), Buffer.from('no chunks at all')]), 'corrupt');
  });

  it('refuses SVG, which can carry scripts, even when it starts with a BOM and a doctype', async () => {
    const svg = Buffer.from(
      '\uFEFF  <?xml version="1.0"?>\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x">\n' +
        '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><script>alert(document.cookie)</script>' +
        '<rect width="100" height="100" fill="red"/></svg>',
    );
    const error = await expectRejected(svg, 'unsupported_format');
    expect(error.message).toMatch(/SVG/);
  });

  it('refuses GIF (palette-limited, and animation would be lost silently) and TIFF', async () => {
    expect(
      (await expectRejected(await makeImage('gif', { width: 20, height: 20 }), 'unsupported_format')).message,
    ).toMatch(/GIF/);
    await expectRejected(await makeImage('tiff', { width: 20, height: 20 }), 'unsupported_format');
  });

  it('refuses other files that look like media but are not images', async () => {
    const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypisom\0\0\x02\0isomiso2', 'latin1')]);
    await expectRejected(Buffer.concat([mp4, Buffer.alloc(200)]), 'not_an_image');
    await expectRejected(Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj'), 'not_an_image');
  });

  it('refuses a HEIC-branded file that the decoder cannot read', async () => {
    const heic = Buffer.concat([
      Buffer.from([0, 0, 0, 24]),
      Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1'),
      Buffer.alloc(200),
    ]);
    const error = await rejectionOf(heic);
    expect(['corrupt', 'unsupported_format']).toContain(error.reason);
  });
});
