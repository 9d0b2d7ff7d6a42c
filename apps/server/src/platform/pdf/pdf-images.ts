import sharp from 'sharp';

/**
 * A stored image (our WebP derivatives, a logo) as a JPEG pdfkit can embed, no larger than
 * `maxSide` pixels on its longer side and flattened on white; null when the bytes are not an image
 * sharp reads, so a document prints without the picture rather than failing.
 */
export async function pdfImage(bytes: Buffer, maxSide: number, quality = 82): Promise<Buffer | null> {
  try {
    return await sharp(bytes, { failOn: 'error' })
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality, mozjpeg: true })
      .toBuffer();
  } catch {
    return null;
  }
}

/** An image and its size in pixels (so a layout can scale it to a box without reading it again). */
export interface PdfPicture {
  data: Buffer;
  width: number;
  height: number;
}

/** A logo keeps its transparency (PNG), so it sits on the page as drawn. */
export async function pdfLogo(bytes: Buffer, maxSide: number): Promise<PdfPicture | null> {
  try {
    const { data, info } = await sharp(bytes, { failOn: 'error' })
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch {
    return null;
  }
}
