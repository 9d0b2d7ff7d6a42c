/**
 * The sizes a work's picture is stored at: WebP derivatives whose longer side fits inside each, never
 * upscaled. The server makes them when a picture is uploaded (`ingest-image.ts`); pages offer them
 * to the browser as a `srcset`, so that a phone's list takes the small one (ADR 076).
 */
export const DERIVATIVE_SIZES = { thumbnail: 400, medium: 1200, large: 2400 } as const;
export type DerivativeName = keyof typeof DERIVATIVE_SIZES;

/** A stored picture: its own size and the address of each derivative. */
export interface StoredPicture {
  width: number;
  height: number;
  urls: Record<DerivativeName, string>;
}

/** A size fitted inside `longest` pixels, never upscaled, its other side rounded as sharp rounds it. */
function fitInside({ width, height }: Pick<StoredPicture, 'width' | 'height'>, longest: number) {
  if (Math.max(width, height) <= longest) return { width, height };
  return width >= height
    ? { width: longest, height: Math.round(height / (width / longest)) }
    : { width: Math.round(width / (height / longest)), height: longest };
}

/**
 * The width and height a derivative was stored at, from the picture's own: the server fits the
 * picture inside the large size first and makes the others from that.
 */
export function derivativeSize(picture: Pick<StoredPicture, 'width' | 'height'>, name: DerivativeName) {
  const large = fitInside(picture, DERIVATIVE_SIZES.large);
  return name === 'large' ? large : fitInside(large, DERIVATIVE_SIZES[name]);
}

/**
 * The derivatives as a `srcset` (`url 400w, …`), smallest first, each stored width once: a small
 * original is stored at the same width more than once.
 */
export function pictureSrcset(picture: StoredPicture): string {
  const candidates = new Map<number, string>();
  for (const name of Object.keys(DERIVATIVE_SIZES) as DerivativeName[]) {
    const { width } = derivativeSize(picture, name);
    if (!candidates.has(width)) candidates.set(width, picture.urls[name]);
  }
  return [...candidates].map(([width, url]) => `${url} ${width}w`).join(', ');
}
