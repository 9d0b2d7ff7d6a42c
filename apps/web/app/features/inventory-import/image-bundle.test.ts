import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { folderImages, formatBytes, imagesArchive, isImportImage, totalSize, zipImages } from './image-bundle';

/** A file as a folder input gives it: its bytes, and its path inside the chosen folder. */
function fileIn(folder: string, name: string, bytes: number[] = [1, 2, 3]): File {
  const file = new File([new Uint8Array(bytes)], name.split('/').at(-1)!, { type: '' });
  Object.defineProperty(file, 'webkitRelativePath', { value: `${folder}/${name}` });
  return file;
}

describe('folderImages', () => {
  it('keeps the images of a folder and its sub-folders, one per name', () => {
    const files = [
      fileIn('작품 사진', 'A-001.jpg'),
      fileIn('작품 사진', '.DS_Store'),
      fileIn('작품 사진', 'notes.txt'),
      fileIn('작품 사진', 'sub/B-002.PNG'),
      fileIn('작품 사진', 'sub/a-001.JPG'),
      fileIn('작품 사진', '._A-001.jpg'),
      fileIn('작품 사진', '달항아리.webp'),
    ];
    const found = folderImages(files);
    expect(found.name).toBe('작품 사진');
    expect(found.files.map((file) => file.name)).toEqual(['A-001.jpg', 'B-002.PNG', '달항아리.webp']);
    expect(found.skipped).toBe(3);
    expect(found.repeated).toBe(1);
    expect(totalSize(found.files)).toBe(9);
  });

  it('tells images by their name', () => {
    expect(['a.jpeg', 'b.HEIC', 'c.avif'].every(isImportImage)).toBe(true);
    expect(['a.gif', 'jpg', 'a.svg', 'archive.zip', '.jpg'].some(isImportImage)).toBe(false);
  });
});

describe('zipImages', () => {
  it('stores each image under its name, Korean names in NFC, bytes unchanged', async () => {
    const decomposed = '달항아리.jpg'.normalize('NFD');
    const files = [fileIn('f', 'A-001.jpg', [255, 216, 255, 0, 7]), fileIn('f', decomposed, [9, 8, 7])];
    const progress: string[] = [];
    const zip = await zipImages(files, (done, total) => progress.push(`${done}/${total}`));
    expect(zip.name).toBe('images.zip');
    expect(zip.type).toBe('application/zip');
    const entries = unzipSync(new Uint8Array(await zip.arrayBuffer()));
    expect(Object.keys(entries)).toEqual(['A-001.jpg', '달항아리.jpg'.normalize('NFC')]);
    expect([...entries['A-001.jpg']!]).toEqual([255, 216, 255, 0, 7]);
    expect([...entries['달항아리.jpg'.normalize('NFC')]!]).toEqual([9, 8, 7]);
    expect(progress).toEqual(['1/2', '2/2']);
  });

  it('stores without compressing (images are compressed already)', async () => {
    const bytes = Array.from({ length: 4096 }, () => 0);
    const zip = await zipImages([fileIn('f', 'zeros.png', bytes)]);
    // A deflated run of zeros would be a few dozen bytes; stored, it is all there.
    expect(zip.size).toBeGreaterThan(4096);
  });
});

describe('imagesArchive', () => {
  it('sends a chosen .zip as it is, packs a folder, and sends nothing without images', async () => {
    const chosen = new File([new Uint8Array([80, 75])], 'photos.zip');
    expect(await imagesArchive({ kind: 'zip', file: chosen })).toBe(chosen);
    expect(await imagesArchive(null)).toBeUndefined();
    expect(await imagesArchive({ kind: 'folder', name: 'f', files: [], skipped: 0, repeated: 0 })).toBeUndefined();
    const packed = await imagesArchive({ kind: 'folder', ...folderImages([fileIn('f', 'x.jpg')]) });
    expect(Object.keys(unzipSync(new Uint8Array(await packed!.arrayBuffer())))).toEqual(['x.jpg']);
  });
});

describe('formatBytes', () => {
  it('reads as a person would', () => {
    expect(formatBytes(840 * 1024, 'en')).toBe('840 kB');
    expect(formatBytes(12.5 * 1024 * 1024, 'en')).toBe('12.5 MB');
    expect(formatBytes(3 * 1024 * 1024 * 1024, 'ko')).toBe('3GB');
    expect(formatBytes(10, 'en')).toBe('0.1 kB');
  });
});
