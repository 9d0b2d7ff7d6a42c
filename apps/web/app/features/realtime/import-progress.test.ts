import type { ImportProgressEvent } from '@vernissage/shared';
import { describe, expect, it } from 'vitest';
import { announceImportProgress, onImportProgress } from './import-progress';

describe('import progress', () => {
  it('reaches the listeners while they listen, well-formed events only', () => {
    const heard: ImportProgressEvent[] = [];
    const stop = onImportProgress((event) => heard.push(event));
    announceImportProgress('{"type":"import","progressKey":"k1","done":100,"total":200}');
    announceImportProgress('{"type":"artwork","aid":"a1"}');
    announceImportProgress('not json');
    announceImportProgress(undefined);
    stop();
    announceImportProgress('{"type":"import","progressKey":"k1","done":200,"total":200}');
    expect(heard).toEqual([{ type: 'import', progressKey: 'k1', done: 100, total: 200 }]);
  });
});
