import type { Config } from '../../config/env.js';
import type { FileStorage } from './file-storage.js';
import { LocalStorage } from './local-storage.js';
import { S3Storage } from './s3-storage.js';

/** The configured store: S3-compatible when `S3_BUCKET` is set, else `DATA_DIR/files`. */
export function createStorage(config: Config['storage']): FileStorage {
  if (config.kind === 's3') {
    const { kind: _kind, ...options } = config;
    return new S3Storage(options);
  }
  return new LocalStorage(config.rootDir);
}
