import { describe, expect, it } from 'vitest';
import { derivativeSize, pictureSrcset } from './images.js';

const urls = { thumbnail: '/t.webp', medium: '/m.webp', large: '/l.webp' };

describe('a stored picture offered at its sizes', () => {
  it('gives each derivative the size it was stored at: fitted inside, never upscaled', () => {
    const portrait = { width: 900, height: 1100 };
    expect(derivativeSize(portrait, 'thumbnail')).toEqual({ width: 327, height: 400 });
    expect(derivativeSize(portrait, 'medium')).toEqual({ width: 900, height: 1100 });
    expect(derivativeSize({ width: 4000, height: 3000 }, 'large')).toEqual({ width: 2400, height: 1800 });
    // Made from the large size (2400 × 1599), not from the original: 1999 × 400 / 3001 would be 266.
    expect(derivativeSize({ width: 3001, height: 1999 }, 'thumbnail')).toEqual({ width: 400, height: 267 });
  });

  it('names every stored width once, smallest first', () => {
    expect(pictureSrcset({ width: 4000, height: 3000, urls })).toBe('/t.webp 400w, /m.webp 1200w, /l.webp 2400w');
    // Smaller than the medium size: the medium and large files hold the original's width.
    expect(pictureSrcset({ width: 900, height: 1100, urls })).toBe('/t.webp 327w, /m.webp 900w');
    expect(pictureSrcset({ width: 300, height: 200, urls })).toBe('/t.webp 300w');
  });
});
