import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppContext } from '../../platform/context.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { appliedSeeds, runSeeds, type Seed } from './seed-runner.js';

let t: TestApp;
let ctx: AppContext;
beforeEach(async () => {
  t = await createTestApp();
  ctx = t.app.ctx;
});
afterEach(() => t.close());

describe('runSeeds', () => {
  it('runs each seed once, however often it is called', async () => {
    let runs = 0;
    const seeds: Seed[] = [{ name: 'demo-a', run: async () => void runs++ }];
    expect(await runSeeds(ctx, seeds)).toEqual({ applied: ['demo-a'], skipped: [] });
    expect(await runSeeds(ctx, seeds)).toEqual({ applied: [], skipped: ['demo-a'] });
    expect(runs).toBe(1);
    expect(await appliedSeeds(ctx.db)).toEqual(['demo-a']);
  });

  it('releases a seed that fails, so it runs again next time', async () => {
    let attempts = 0;
    const flaky: Seed = {
      name: 'demo-flaky',
      run: async () => {
        attempts++;
        if (attempts === 1) throw new Error('seed failed');
      },
    };
    await expect(runSeeds(ctx, [flaky])).rejects.toThrow('seed failed');
    expect(await appliedSeeds(ctx.db)).toEqual([]);
    expect(await runSeeds(ctx, [flaky])).toEqual({ applied: ['demo-flaky'], skipped: [] });
    expect(attempts).toBe(2);
  });

  it('runs a seed once when two starts race', async () => {
    let runs = 0;
    const seeds: Seed[] = [{ name: 'demo-race', run: async () => void runs++ }];
    const reports = await Promise.all([runSeeds(ctx, seeds), runSeeds(ctx, seeds)]);
    expect(runs).toBe(1);
    expect(reports.flatMap((report) => report.applied)).toEqual(['demo-race']);
  });
});
