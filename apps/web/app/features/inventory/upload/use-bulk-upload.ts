import { ApiError, BULK_UPLOAD_MAX, createItemsRoute, IDEMPOTENCY_KEY } from '@vernissage/shared';
import { useRef, useState } from 'react';
import { randomToken } from '../../../lib/random-token';
import { useApi } from '../../api/ApiProvider';
import { canSendAgain, looksAcceptable, uploadProblemOf, withLimit, type UploadEntry } from './upload-progress';

/** Files sent at the same time. */
const PARALLEL_UPLOADS = 2;

/** What the dropzone needs: the files and their progress, a way to add files and to clear. */
export interface BulkUpload {
  entries: UploadEntry[];
  busy: boolean;
  /** How many dropped files were left out because one drop may hold at most BULK_UPLOAD_MAX. */
  leftOut: number;
  upload: (files: File[]) => Promise<void>;
  /** Sends again the files that failed for want of an answer or a server's failure. */
  sendAgain: () => Promise<void>;
  clear: () => void;
}

/** One file of the list as it is sent: the same key every time it is sent (ADR 086). */
interface Sending {
  id: string;
  file: File;
  key: string;
}

/**
 * Uploads dropped images as new works, one `POST /inventory/items` per file so each file has its
 * own progress. The calls go through the API client (its headers, its 901 refresh, retry and
 * sign-out) with its upload transport reporting the bytes sent. Each file carries its own
 * `Idempotency-Key`, so a file whose answer was lost makes one work however often it is sent
 * again. `onUploaded` runs when a batch has finished.
 */
export function useBulkUpload(gid: string, onUploaded: () => void): BulkUpload {
  const api = useApi();
  const [entries, setEntries] = useState<UploadEntry[]>([]);
  const [running, setRunning] = useState(0);
  const [leftOut, setLeftOut] = useState(0);
  const counter = useRef(0);
  // The list's files with their keys, for sending a failed one again without picking it again.
  const files = useRef(new Map<string, Sending>());

  const patch = (id: string, change: Partial<UploadEntry>) =>
    setEntries((list) => list.map((entry) => (entry.id === id ? { ...entry, ...change } : entry)));

  const uploadOne = async ({ id, file, key }: Sending) => {
    patch(id, { status: 'uploading', loaded: 0 });
    try {
      await api(
        createItemsRoute,
        { headers: { gid, [IDEMPOTENCY_KEY]: key }, body: { files: { images: file } } },
        { onUploadProgress: (loaded) => patch(id, { loaded }) },
      );
      patch(id, { status: 'done', loaded: file.size });
    } catch (error) {
      const problem = error instanceof ApiError ? uploadProblemOf(error.status, { code: error.code }) : 'network';
      patch(id, { status: 'failed', problem });
    }
  };

  /** Sends the files with at most PARALLEL_UPLOADS at a time, then tells the page. */
  const send = async (batch: Sending[]) => {
    setRunning((count) => count + 1);
    try {
      await withLimit(batch, PARALLEL_UPLOADS, uploadOne);
    } finally {
      setRunning((count) => count - 1);
      onUploaded();
    }
  };

  const upload = async (picked: File[]) => {
    const taken = picked.slice(0, BULK_UPLOAD_MAX);
    setLeftOut(picked.length - taken.length);
    const batch = taken.map((file) => ({ id: `upload-${++counter.current}`, file, key: randomToken() }));
    batch.forEach((sending) => files.current.set(sending.id, sending));
    setEntries((list) => [
      ...list,
      ...batch.map(({ id, file }) => ({
        id,
        name: file.name,
        size: file.size,
        loaded: 0,
        status: looksAcceptable(file) ? ('queued' as const) : ('failed' as const),
        problem: looksAcceptable(file) ? null : ('unsupported' as const),
      })),
    ]);
    await send(batch.filter(({ file }) => looksAcceptable(file)));
  };

  return {
    entries,
    busy: running > 0,
    leftOut,
    upload,
    sendAgain: () => {
      const again = entries.filter(canSendAgain).flatMap(({ id }) => files.current.get(id) ?? []);
      again.forEach(({ id }) => patch(id, { status: 'queued', loaded: 0, problem: null }));
      return send(again);
    },
    clear: () => {
      const finished = entries.filter((entry) => entry.status === 'done' || entry.status === 'failed');
      finished.forEach(({ id }) => files.current.delete(id));
      setEntries((list) => list.filter((entry) => entry.status === 'queued' || entry.status === 'uploading'));
      setLeftOut(0);
    },
  };
}
