import {
  ApiError,
  type ImportCheckDto,
  type ImportField,
  type ImportFix,
  type ImportMapping,
  type ImportResultDto,
} from '@vernissage/shared';
import { useEffect, useRef, useState } from 'react';
import { useRetryKey } from '../../lib/retry-key';
import { onImportProgress } from '../realtime/import-progress';
import { imagesArchive, type ImageSource } from './image-bundle';
import { fixesFor, withFix } from './import-review';
import { useImportCheckMutation, useImportMutation } from './queries';

/** The steps of an import, in order: files, columns, review, import. */
export const IMPORT_STEPS = ['files', 'columns', 'review', 'import'] as const;
export type ImportStep = (typeof IMPORT_STEPS)[number];

/** Where a running import is: packing a folder's images, sending, the server importing, done. */
export type ImportRun =
  | { phase: 'packing'; done: number; total: number }
  | { phase: 'uploading'; sent: number; total: number }
  | { phase: 'importing'; done: number; total: number }
  | { phase: 'done'; result: ImportResultDto }
  | { phase: 'failed'; error: unknown };

type Duplicates = 'skip' | 'create';

/**
 * The state of the import page: the chosen files, the latest check of the sheet under the
 * mapping and fixes (checked again whenever either changes; an older answer arriving late is
 * dropped), the duplicates choice, and the run of the import itself with its three progresses —
 * packing a folder into a .zip, sending it, and the server's `import` events.
 */
export function useImportFlow(gid: string) {
  const checkCall = useImportCheckMutation(gid);
  const importCall = useImportMutation(gid);
  const [step, setStep] = useState<ImportStep>('files');
  const [file, setFile] = useState<File | null>(null);
  const [images, setImages] = useState<ImageSource | null>(null);
  const [check, setCheck] = useState<ImportCheckDto | null>(null);
  const [checking, setChecking] = useState(false);
  const [checkError, setCheckError] = useState<unknown>(null);
  const [mapping, setMapping] = useState<ImportMapping>([]);
  const [fixes, setFixes] = useState<ImportFix[]>([]);
  const [duplicates, setDuplicates] = useState<Duplicates>('skip');
  const [run, setRun] = useState<ImportRun | null>(null);
  const sequence = useRef(0);
  const progressKey = useRef<string | null>(null);
  // The same import started again after a failure goes with the same key, and so the same bytes:
  // a folder is packed once (ADR 086).
  const retryKey = useRetryKey();
  const packed = useRef<{ source: ImageSource | null; archive: File | undefined } | null>(null);

  // The server's progress, while this page's import runs.
  useEffect(
    () =>
      onImportProgress((event) => {
        if (event.progressKey === null || event.progressKey !== progressKey.current) return;
        setRun((current) =>
          current?.phase === 'uploading' || current?.phase === 'importing'
            ? { phase: 'importing', done: event.done, total: event.total }
            : current,
        );
      }),
    [],
  );

  /** The images as sent: a picked folder is packed once, for as long as it is the one picked. */
  const archiveOf = async (source: ImageSource | null) => {
    if (packed.current?.source === source) return packed.current.archive;
    setRun({ phase: 'packing', done: 0, total: source?.kind === 'folder' ? source.files.length : 0 });
    const archive = await imagesArchive(source, (done, total) => setRun({ phase: 'packing', done, total }));
    packed.current = { source, archive };
    return archive;
  };

  /** Checks the sheet; resolves with the answer, or null when it failed or a newer check started. */
  const runCheck = async (sheet: File, next: { mapping?: ImportMapping; fixes?: ImportFix[] }) => {
    const mine = ++sequence.current;
    setChecking(true);
    setCheckError(null);
    try {
      const answer = await checkCall.mutateAsync({
        file: sheet,
        options: { mapping: next.mapping, fixes: next.fixes?.length ? next.fixes : undefined },
      });
      if (mine !== sequence.current) return null;
      setCheck(answer);
      setMapping(answer.mapping);
      return answer;
    } catch (error) {
      if (mine === sequence.current) setCheckError(error);
      return null;
    } finally {
      if (mine === sequence.current) setChecking(false);
    }
  };

  return {
    step,
    file,
    images,
    check,
    checking,
    checkError,
    mapping,
    fixes,
    duplicates,
    run,
    /** A new spreadsheet: whatever was checked, mapped and fixed for the last one is forgotten. */
    chooseFile: (sheet: File | null) => {
      sequence.current += 1;
      setFile(sheet);
      setCheck(null);
      setCheckError(null);
      setChecking(false);
      setMapping([]);
      setFixes([]);
    },
    chooseImages: setImages,
    /** From the files to the columns: the first check, with the suggested mapping. */
    toColumns: async () => {
      if (!file) return;
      if (await runCheck(file, {})) setStep('columns');
    },
    /** A column mapped to another field (or to none): the sheet is checked again. */
    mapColumn: (column: number, field: ImportField | null) => {
      if (!file) return;
      const next = mapping.map((entry, index) => (index === column ? field : entry));
      setMapping(next);
      void runCheck(file, { mapping: next, fixes: fixesFor(fixes, next) });
    },
    /** A corrected cell: kept as a fix, and the sheet checked again with it. */
    fixCell: (row: number, field: ImportField, value: string) => {
      if (!file) return;
      const next = withFix(fixes, { row, field, value });
      setFixes(next);
      void runCheck(file, { mapping, fixes: fixesFor(next, mapping) });
    },
    setDuplicates,
    goTo: (target: ImportStep) => {
      setCheckError(null);
      setStep(target);
    },
    /** Packs the images if they are a folder, sends everything, and follows the server's progress. */
    start: async () => {
      if (!file) return;
      setStep('import');
      const options = { mapping, fixes: fixesFor(fixes, mapping), duplicates };
      // Also the key the import's progress events carry, so this page follows its own import only.
      const key = retryKey.keyFor([JSON.stringify(options), file, images]);
      progressKey.current = key;
      try {
        const archive = await archiveOf(images);
        setRun({ phase: 'uploading', sent: 0, total: file.size + (archive?.size ?? 0) });
        const result = await importCall.mutateAsync({
          file,
          images: archive,
          key,
          options: { ...options, progressKey: key },
          onUploadProgress: (sent, total) =>
            setRun((current) =>
              current?.phase === 'uploading'
                ? sent >= total
                  ? { phase: 'importing', done: 0, total: check?.rowCount ?? 0 }
                  : { phase: 'uploading', sent, total }
                : current,
            ),
        });
        retryKey.succeeded();
        packed.current = null;
        setRun({ phase: 'done', result });
      } catch (error) {
        // Rows with issues after all (the sheet changed, or a fix was not enough): back to the review.
        if (error instanceof ApiError && error.status === 422) {
          setRun(null);
          setStep('review');
          await runCheck(file, { mapping, fixes: fixesFor(fixes, mapping) });
          setCheckError(error);
          return;
        }
        setRun({ phase: 'failed', error });
      } finally {
        progressKey.current = null;
      }
    },
    /** Back to the start, for another import. */
    reset: () => {
      sequence.current += 1;
      setStep('files');
      setFile(null);
      setImages(null);
      setCheck(null);
      setCheckError(null);
      setChecking(false);
      setMapping([]);
      setFixes([]);
      setDuplicates('skip');
      setRun(null);
    },
  };
}

export type ImportFlow = ReturnType<typeof useImportFlow>;
