import type { ImportSummaryDto } from '@vernissage/shared';
import type { ImportListing } from './inventory-import.repository.js';

/** An import as the workspace's list shows it; `canUndo` is worked out by the service. */
export function presentImport(row: ImportListing, canUndo: boolean): ImportSummaryDto {
  return {
    id: row.id,
    fileName: row.fileName,
    rowCount: row.rowCount,
    imageCount: row.imageCount,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy && row.creatorName !== null ? { uid: row.createdBy, name: row.creatorName } : null,
    undoneAt: row.undoneAt?.toISOString() ?? null,
    canUndo,
  };
}
