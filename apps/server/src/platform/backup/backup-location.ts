import path from 'node:path';
import { ConfigError, type StorageConfig } from '../../config/env.js';
import { LocalStorage } from '../storage/local-storage.js';
import { S3Storage } from '../storage/s3-storage.js';
import type { BackupLocation } from './backup.js';

/**
 * Where `npm run backup -- --to …` writes and `npm run restore -- --from …` reads: a folder, or
 * `s3://bucket/prefix` reached with the file store's S3 endpoint and credentials (so only where
 * the file store is S3).
 */
export function backupLocationOf(where: string, storage: StorageConfig): BackupLocation {
  if (!where.startsWith('s3://')) return { store: new LocalStorage(path.resolve(where)), prefix: '' };
  if (storage.kind !== 's3') {
    throw new ConfigError(
      'An s3:// backup location uses the S3_* settings of the file store: set S3_BUCKET and its keys.',
    );
  }
  // The bucket is what comes right after `s3://` (`s3:///x` names none); empty steps of the prefix are dropped.
  const [bucket, ...steps] = where.slice('s3://'.length).split('/');
  if (!bucket) throw new ConfigError(`No bucket in ${where}.`);
  const prefix = steps.filter(Boolean).join('/');
  const { kind: _kind, ...options } = storage;
  return { store: new S3Storage({ ...options, bucket }), prefix: prefix ? `${prefix}/` : '' };
}
