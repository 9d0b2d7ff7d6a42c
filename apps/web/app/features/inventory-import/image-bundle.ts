import { numberFormat } from '@vernissage/shared';
import { Zip, ZipPassThrough } from 'fflate';

/** File name endings of the images an import takes from a folder (what the image pipeline reads). */
export const IMPORT_IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp', 'avif', 'heic', 'heif'] as const;

/** The images that go with an import: a .zip as it was chosen, or the images of a folder. */
export type ImageSource = { kind: 'zip'; file: File } | ({ kind: 'folder' } & FolderImages);

/** What a folder held, as the page tells it: the images it will send, and what it leaves out. */
export interface FolderImages {
  /** The folder's name (the first part of the files' relative paths), when the browser gave one. */
  name: string;
  /** The images, one per name: the server matches rows by file name, not by sub-folder. */
  files: File[];
  /** Files that are not images (or are system files such as `.DS_Store`). */
  skipped: number;
  /** Images whose name an earlier image of the folder already has (in another sub-folder). */
  repeated: number;
}

/** The path of a file inside a chosen or dropped folder (`webkitRelativePath`, or react-dropzone's `path`). */
function relativePathOf(file: File): string {
  const dropped = (file as File & { path?: string }).path;
  return (file.webkitRelativePath || dropped || file.name).replace(/^\.?\//, '');
}

/** A file name as the server compares it: Unicode NFC (macOS gives NFD), case left alone. */
export function zipEntryName(file: File): string {
  return file.name.normalize('NFC');
}

/** Whether a file is an image an import takes, by its name (folders give no reliable types). */
export function isImportImage(name: string): boolean {
  if (name.startsWith('.')) return false; // .DS_Store, macOS "._" resource forks
  const extension = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
  return name.includes('.') && (IMPORT_IMAGE_EXTENSIONS as readonly string[]).includes(extension);
}

/**
 * The images of a chosen or dropped folder, sub-folders included: other files are left out, and
 * of images with the same name (compared as the server does, ignoring case) the first is kept.
 */
export function folderImages(files: readonly File[]): FolderImages {
  const seen = new Set<string>();
  const taken: File[] = [];
  let skipped = 0;
  let repeated = 0;
  for (const file of files) {
    if (!isImportImage(file.name)) {
      skipped += 1;
      continue;
    }
    const key = zipEntryName(file).toLowerCase();
    if (seen.has(key)) {
      repeated += 1;
      continue;
    }
    seen.add(key);
    taken.push(file);
  }
  const first = files[0] ? relativePathOf(files[0]) : '';
  const name = first.includes('/') ? first.slice(0, first.indexOf('/')) : '';
  return { name, files: taken, skipped, repeated };
}

/** How many bytes some files hold together. */
export function totalSize(files: readonly { size: number }[]): number {
  return files.reduce((sum, file) => sum + file.size, 0);
}

/**
 * Packs images into a .zip in the browser, stored without compression (JPEG, PNG and WebP are
 * compressed already, so deflating them would cost time for nothing). Files are read one at a
 * time and handed to fflate's streaming writer, so a large folder never sits in memory twice and
 * the page can say how far it got. Each entry is named by the file's base name, in NFC.
 */
export async function zipImages(
  files: readonly File[],
  onProgress?: (done: number, total: number) => void,
): Promise<File> {
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  // Set by the writer's callback, which TypeScript cannot see run.
  const written: { failure: Error | null } = { failure: null };
  const zip = new Zip((error, chunk) => {
    if (error) written.failure = error;
    else chunks.push(new Uint8Array(chunk));
  });
  for (const [index, file] of files.entries()) {
    const entry = new ZipPassThrough(zipEntryName(file));
    zip.add(entry);
    entry.push(new Uint8Array(await file.arrayBuffer()), true);
    if (written.failure) throw written.failure;
    onProgress?.(index + 1, files.length);
  }
  zip.end();
  if (written.failure) throw written.failure;
  return new File(chunks, 'images.zip', { type: 'application/zip' });
}

/** The .zip an import sends for its images, made from a folder when needed; none without images. */
export async function imagesArchive(
  source: ImageSource | null,
  onProgress?: (done: number, total: number) => void,
): Promise<File | undefined> {
  if (!source) return undefined;
  if (source.kind === 'zip') return source.file;
  if (source.files.length === 0) return undefined;
  return zipImages(source.files, onProgress);
}

/** A size as a person reads it: "840 KB", "12.5 MB", in the interface's language. */
export function formatBytes(bytes: number, locale: string): string {
  const [value, unit] =
    bytes >= 1024 * 1024 * 1024
      ? [bytes / (1024 * 1024 * 1024), 'gigabyte']
      : bytes >= 1024 * 1024
        ? [bytes / (1024 * 1024), 'megabyte']
        : [Math.max(bytes / 1024, bytes > 0 ? 0.1 : 0), 'kilobyte'];
  return numberFormat(locale, { style: 'unit', unit, maximumFractionDigits: 1 }).format(value);
}
