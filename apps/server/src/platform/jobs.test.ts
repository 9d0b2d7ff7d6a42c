import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app.js';
import { startJobs, type Job } from './jobs.js';

describe('startJobs', () => {
  it('runs each job at start, never two runs of one job at once, and waits for a run on stop', async () => {
    const t = await createTestApp();
    let runs = 0;
    let concurrent = 0;
    let maxConcurrent = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const job: Job = {
      name: 'slow',
      everyMs: 5,
      run: async () => {
        runs++;
        concurrent++;
        maxConcurrent = Math.max(maxConcurrent, concurrent);
        await gate;
        concurrent--;
        return 1;
      },
    };
    const jobs = startJobs(t.app.ctx, [job]);
    expect(runs).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(runs).toBe(1);
    release();
    await jobs.stop();
    expect(maxConcurrent).toBe(1);
    await t.close();
  });
});
