import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../client.js';
import { seedRuns } from '../schema/index.js';
import { openTestDatabase } from '../../test/test-database.js';
import { appliedSeeds, runSeeds, type Seed } from './seed-runner.js';

let database: DatabaseHandle;
beforeEach(async () => {
  database = await openTestDatabase();
});
afterEach(() => database.close());

describe('runSeeds', () => {
  it('runs each seed once, however often it is called', async () => {
    let runs = 0;
    const seeds: Seed[] = [{ name: 'demo-a', run: async () => void runs++ }];
    expect(await runSeeds(database.db, seeds)).toEqual({ applied: ['demo-a'], skipped: [] });
    expect(await runSeeds(database.db, seeds)).toEqual({ applied: [], skipped: ['demo-a'] });
    expect(runs).toBe(1);
    expect(await appliedSeeds(database.db)).toEqual(['demo-a']);
  });

  it('leaves no trace of a seed that fails, so it runs again next time', async () => {
    const failing: Seed = {
      name: 'demo-broken',
      run: async (db) => {
        await db.insert(seedRuns).values({ name: 'written-inside-the-failing-seed' });
        throw new Error('seed failed');
      },
    };
    await expect(runSeeds(database.db, [failing])).rejects.toThrow('seed failed');
    expect(await appliedSeeds(database.db)).toEqual([]);
  });

  it('runs a seed once when two starts race', async () => {
    let runs = 0;
    const seeds: Seed[] = [{ name: 'demo-race', run: async () => void runs++ }];
    const reports = await Promise.all([runSeeds(database.db, seeds), runSeeds(database.db, seeds)]);
    expect(runs).toBe(1);
    expect(reports.flatMap((report) => report.applied)).toEqual(['demo-race']);
  });
});
