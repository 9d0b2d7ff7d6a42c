import { API_VERSION, BULK_UPLOAD_MAX, createItemsRoute } from '@vernissage/shared';
import { useRef, useState } from 'react';
import { usePublicEnv } from '../../../lib/public-env';
import { multipartBody } from '../../api/multipart';
import { useSessionCredentials } from '../../session/SessionProvider';
import { sendMultipart } from './upload-request';
import { looksAcceptable, uploadProblemOf, withLimit, type UploadEntry } from './upload-progress';

/** Files sent at the same time. */
const PARALLEL_UPLOADS = 2;

/** What the dropzone needs: the files and their progress, a way to add files and to clear. */
export interface BulkUpload {
  entries: UploadEntry[];
  busy: boolean;
  /** How many dropped files were left out because one drop may hold at most BULK_UPLOAD_MAX. */
  leftOut: number;
  upload: (files: File[]) => Promise<void>;
  clear: () => void;
}

/**
 * Uploads dropped images as new works, one `POST /inventory/items` per file so each file has its
 * own progress, with the API client's headers (version, bearer token, login method, `gid`). A
 * 901 is answered once with a fresh token. `onUploaded` runs when a batch has finished.
 */
export function useBulkUpload(gid: string, onUploaded: () => void): BulkUpload {
  const { apiBaseUrl } = usePublicEnv();
  const credentials = useSessionCredentials();
  const [entries, setEntries] = useState<UploadEntry[]>([]);
  const [running, setRunning] = useState(0);
  const [leftOut, setLeftOut] = useState(0);
  const counter = useRef(0);
  const url = `${apiBaseUrl.replace(/\/$/, '')}${createItemsRoute.path}`;

  const patch = (id: string, change: Partial<UploadEntry>) =>
    setEntries((list) => list.map((entry) => (entry.id === id ? { ...entry, ...change } : entry)));

  const send = async (id: string, file: File) => {
    await credentials.ensureSession();
    const session = credentials.getSession();
    const headers: Record<string, string> = { version: API_VERSION, gid };
    if (session?.accessToken) headers.Authorization = `Bearer ${session.accessToken}`;
    if (session?.oauth) headers.oauth = session.oauth;
    const form = multipartBody<FormData>(undefined, [{ field: 'images', file }]);
    return sendMultipart(url, form, headers, (loaded) => patch(id, { loaded }));
  };

  const uploadOne = async ({ id, file }: { id: string; file: File }) => {
    patch(id, { status: 'uploading', loaded: 0 });
    try {
      let answer = await send(id, file);
      if (uploadProblemOf(answer.status, answer.body) === 'sessionEnded' && (await credentials.refreshSession())) {
        answer = await send(id, file);
      }
      if (answer.status >= 200 && answer.status < 300) patch(id, { status: 'done', loaded: file.size });
      else patch(id, { status: 'failed', problem: uploadProblemOf(answer.status, answer.body) });
    } catch {
      patch(id, { status: 'failed', problem: 'network' });
    }
  };

  const upload = async (files: File[]) => {
    const taken = files.slice(0, BULK_UPLOAD_MAX);
    setLeftOut(files.length - taken.length);
    const batch = taken.map((file) => ({ id: `upload-${++counter.current}`, file }));
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
    setRunning((count) => count + 1);
    try {
      await withLimit(
        batch.filter(({ file }) => looksAcceptable(file)),
        PARALLEL_UPLOADS,
        uploadOne,
      );
    } finally {
      setRunning((count) => count - 1);
      onUploaded();
    }
  };

  return {
    entries,
    busy: running > 0,
    leftOut,
    upload,
    clear: () => {
      setEntries((list) => list.filter((entry) => entry.status === 'queued' || entry.status === 'uploading'));
      setLeftOut(0);
    },
  };
}
