import { describe, expect, it } from 'vitest';
import {
  canSendAgain,
  looksAcceptable,
  overallProgress,
  uploadProblemOf,
  withLimit,
  type UploadEntry,
} from './upload-progress';

const entry = (patch: Partial<UploadEntry>): UploadEntry => ({
  id: 'e',
  name: 'a.jpg',
  size: 100,
  loaded: 0,
  status: 'queued',
  problem: null,
  ...patch,
});

describe('upload progress', () => {
  it('counts bytes sent, finished files in full', () => {
    expect(overallProgress([])).toBe(0);
    expect(overallProgress([entry({ loaded: 50, status: 'uploading' }), entry({})])).toBe(25);
    expect(overallProgress([entry({ status: 'done', loaded: 0 }), entry({ status: 'failed' })])).toBe(100);
    // The multipart body is a little larger than the file: never more than the file counts.
    expect(overallProgress([entry({ loaded: 180, status: 'uploading' })])).toBe(100);
  });

  it('names the problem of an error answer', () => {
    expect(uploadProblemOf(413, null)).toBe('tooLarge');
    expect(uploadProblemOf(415, { code: 'unsupported_media' })).toBe('unsupported');
    expect(uploadProblemOf(400, { code: 'validation' })).toBe('invalid');
    expect(uploadProblemOf(401, { code: 901 })).toBe('sessionEnded');
    expect(uploadProblemOf(500, null)).toBe('failed');
  });

  it('sends again only what failed for want of an answer or by the server’s failure', () => {
    expect(canSendAgain(entry({ status: 'failed', problem: 'network' }))).toBe(true);
    expect(canSendAgain(entry({ status: 'failed', problem: 'failed' }))).toBe(true);
    for (const problem of ['tooLarge', 'unsupported', 'invalid', 'sessionEnded'] as const) {
      expect(canSendAgain(entry({ status: 'failed', problem }))).toBe(false);
    }
    expect(canSendAgain(entry({ status: 'done' }))).toBe(false);
  });

  it('refuses types the server does not read, and leaves unknown ones to it', () => {
    expect(looksAcceptable({ type: 'image/jpeg' })).toBe(true);
    expect(looksAcceptable({ type: '' })).toBe(true);
    expect(looksAcceptable({ type: 'image/gif' })).toBe(false);
    expect(looksAcceptable({ type: 'image/svg+xml' })).toBe(false);
  });

  it('runs at most `limit` at a time', async () => {
    let running = 0;
    let most = 0;
    const seen: number[] = [];
    await withLimit([1, 2, 3, 4, 5], 2, async (value) => {
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      seen.push(value);
      running--;
    });
    expect(most).toBe(2);
    expect(seen.sort()).toEqual([1, 2, 3, 4, 5]);
  });
});
