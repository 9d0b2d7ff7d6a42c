import { describe, expect, it } from 'vitest';
import { sniffImage } from './image-sniff.js';
import { makeImage } from './test-images.js';

const ftyp = (...brands: string[]) => {
  const [major, ...compatible] = brands;
  const body = Buffer.from(`ftyp${major}\0\0\0\0${compatible.join('')}`, 'latin1');
  const size = Buffer.alloc(4);
  size.writeUInt32BE(body.length + 4);
  return Buffer.concat([size, body, Buffer.alloc(32)]);
};

describe('sniffImage', () => {
  it('knows the accepted formats by their signatures', async () => {
    expect(sniffImage(await makeImage('jpeg', { width: 8, height: 8 }))).toEqual({ accepted: true, format: 'jpeg' });
    expect(sniffImage(await makeImage('png', { width: 8, height: 8 }))).toEqual({ accepted: true, format: 'png' });
    expect(sniffImage(await makeImage('avif', { width: 8, height: 8 }))).toEqual({ accepted: true, format: 'avif' });
    expect(sniffImage(ftyp('heic', 'mif1', 'heic'))).toEqual({ accepted: true, format: 'heic' });
    expect(sniffImage(ftyp('mif1', 'avif', 'miaf'))).toEqual({ accepted: true, format: 'avif' });
  });

  it('tells a lossless WebP from a lossy one, also behind an extended (VP8X) header', async () => {
    expect(sniffImage(await makeImage('webp', { width: 8, height: 8, lossless: true }))).toEqual({
      accepted: true,
      format: 'webp',
      lossless: true,
    });
    expect(sniffImage(await makeImage('webp', { width: 8, height: 8 }))).toMatchObject({ lossless: false });
    // Lossy with alpha: VP8X, then ALPH, then VP8.
    expect(sniffImage(await makeImage('webp', { width: 8, height: 8, alpha: true }))).toMatchObject({
      lossless: false,
    });
  });

  it('recognises image formats we refuse', async () => {
    expect(sniffImage(await makeImage('gif', { width: 8, height: 8 }))).toEqual({ accepted: false, format: 'gif' });
    expect(sniffImage(await makeImage('tiff', { width: 8, height: 8 }))).toEqual({ accepted: false, format: 'tiff' });
    expect(sniffImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toEqual({
      accepted: false,
      format: 'svg',
    });
    expect(sniffImage(Buffer.from('8BPS\0\x01\0\0\0\0\0\0', 'latin1'))).toEqual({ accepted: false, format: 'psd' });
  });

  it('says nothing for text, HTML, video or a few stray bytes', () => {
    expect(sniffImage(Buffer.from('hello'))).toBeNull();
    expect(sniffImage(Buffer.from('<!doctype html><html><body><img src=x onerror=alert(1)></body></html>'))).toBeNull();
    expect(sniffImage(ftyp('isom', 'iso2', 'mp41'))).toBeNull();
    expect(sniffImage(Buffer.from([0xff, 0xd8]))).toBeNull();
    expect(sniffImage(Buffer.alloc(0))).toBeNull();
  });
});
