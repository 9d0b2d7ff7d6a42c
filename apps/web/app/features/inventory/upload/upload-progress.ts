import { AUTH_FAILURE_CODE } from '@vernissage/shared';

/** Where one file of a bulk upload is. */
export type UploadStatus = 'queued' | 'uploading' | 'done' | 'failed';

/** Why a file was refused (each has its sentence in `inventory:upload.errors`). */
export type UploadProblem = 'tooLarge' | 'unsupported' | 'invalid' | 'sessionEnded' | 'network' | 'failed';

/** One file of a bulk upload and how far it got. */
export interface UploadEntry {
  id: string;
  name: string;
  size: number;
  loaded: number;
  status: UploadStatus;
  problem: UploadProblem | null;
}

/** Image types the server reads (GIF and SVG are refused). */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/heic', 'image/heif'];

/** Whether a file may be an image the server takes; files of unknown type are left to the server. */
export function looksAcceptable(file: { type: string }): boolean {
  return file.type === '' || ACCEPTED_IMAGE_TYPES.includes(file.type);
}

/** The problem an error answer names: 413 too large, 415 not an image, 400 corrupt, 901 session. */
export function uploadProblemOf(status: number, body: unknown): UploadProblem {
  if (status === 413) return 'tooLarge';
  if (status === 415) return 'unsupported';
  if (status === 400) return 'invalid';
  if (status === 401 || (body as { code?: unknown } | null)?.code === AUTH_FAILURE_CODE) return 'sessionEnded';
  return 'failed';
}

/**
 * Whether a file that failed may be sent again as it is: nothing answered, or the server failed.
 * A file too large, not an image or unreadable fails the same way again; a person whose session
 * ended signs in first.
 */
export function canSendAgain(entry: UploadEntry): boolean {
  return entry.status === 'failed' && (entry.problem === 'network' || entry.problem === 'failed');
}

/** The whole upload's progress, 0–100: bytes sent of all bytes, finished files counting in full. */
export function overallProgress(entries: readonly UploadEntry[]): number {
  const total = entries.reduce((sum, entry) => sum + Math.max(entry.size, 1), 0);
  if (total === 0) return 0;
  const sent = entries.reduce(
    (sum, entry) =>
      sum +
      (entry.status === 'done' || entry.status === 'failed'
        ? Math.max(entry.size, 1)
        : Math.min(entry.loaded, entry.size)),
    0,
  );
  return Math.round((sent / total) * 100);
}

/** Runs `work` over the values with at most `limit` at a time, in order of start. */
export async function withLimit<T>(values: readonly T[], limit: number, work: (value: T) => Promise<void>) {
  let next = 0;
  const lane = async () => {
    while (next < values.length) {
      const value = values[next++]!;
      await work(value);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, values.length) }, lane));
}
