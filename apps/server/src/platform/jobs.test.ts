import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app.js';
import { createJobRunner, type Job } from './jobs.js';

/** A job whose runs wait for `release`, counting runs and how many overlap. */
function gatedJob() {
  const seen = { runs: 0, concurrent: 0, maxConcurrent: 0 };
  let release!: () => void;
  let gate = new Promise<void>((resolve) => (release = resolve));
  const job: Job = {
    name: 'slow',
    everyMs: 5,
    run: async () => {
      seen.runs++;
      seen.concurrent++;
      seen.maxConcurrent = Math.max(seen.maxConcurrent, seen.concurrent);
      await gate;
      seen.concurrent--;
      return 1;
    },
  };
  return {
    job,
    seen,
    open: () => {
      release();
      gate = Promise.resolve();
    },
  };
}

describe('the job runner', () => {
  it('runs each job at start, never two runs of one job at once, and waits for a run on stop', async () => {
    const t = await createTestApp();
    const { job, seen, open } = gatedJob();
    const jobs = createJobRunner(() => t.app.ctx);
    jobs.start([job]);
    expect(seen.runs).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(seen.runs).toBe(1);
    open();
    await jobs.stop();
    expect(seen.maxConcurrent).toBe(1);
    await t.close();
  });

  it('runs a woken job at once, or once more right after the run under way; not after stop', async () => {
    const t = await createTestApp();
    const { job, seen, open } = gatedJob();
    const jobs = createJobRunner(() => t.app.ctx);
    jobs.wake(job);
    expect(seen.runs).toBe(1);
    // Woken twice during a run: one more run after it, never two at once.
    jobs.wake(job);
    jobs.wake(job);
    expect(seen.runs).toBe(1);
    open();
    await expect.poll(() => seen.runs).toBe(2);
    await jobs.stop();
    jobs.wake(job);
    expect(seen.runs).toBe(2);
    expect(seen.maxConcurrent).toBe(1);
    await t.close();
  });
});
