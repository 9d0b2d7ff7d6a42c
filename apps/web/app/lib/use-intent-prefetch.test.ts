import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const APP = path.resolve(import.meta.dirname, '..');

/** A link's `prefetch` written as a fixed value, which would fetch ahead offline too. */
const FIXED_PREFETCH = /prefetch=(?:"|\{\s*['"`])(?:intent|render|viewport)/;

describe('fetching a page ahead', () => {
  it('is asked for only through useIntentPrefetch, so never offline (ADR 087)', () => {
    const sources = fs
      .readdirSync(APP, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));
    expect(sources.length).toBeGreaterThan(100);
    const fixed = sources.filter((file) => FIXED_PREFETCH.test(fs.readFileSync(path.join(APP, file), 'utf8')));
    expect(fixed).toEqual([]);
  });
});
