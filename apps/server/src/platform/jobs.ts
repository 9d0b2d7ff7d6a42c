import type { AppContext } from './context.js';

/** A piece of background work that runs at start and then every `everyMs`. */
export interface Job {
  name: string;
  everyMs: number;
  run(ctx: AppContext): Promise<number>;
}

/**
 * Runs the app's background jobs. Every job must be safe when several instances run it at the
 * same time; a run never overlaps the previous one of the same job; failures are logged.
 */
export interface JobRunner {
  /** Runs each job once now (so work due while the process was down happens at once), then on its interval. */
  start(jobs: readonly Job[]): void;
  /**
   * Runs a job now, or once more as soon as its current run ends, without waiting for it: for work
   * a request has just committed (queued mail), so it need not wait for the next interval. Works
   * whether or not the job was started; does nothing once the runner has stopped.
   */
  wake(job: Job): void;
  /** Clears the intervals and waits for the runs under way. */
  stop(): Promise<void>;
}

/** The runner of one app; `ctx` is read when a job runs (the context holds the runner). */
export function createJobRunner(context: () => AppContext): JobRunner {
  const timers: NodeJS.Timeout[] = [];
  const running = new Map<string, Promise<void>>();
  const again = new Set<string>();
  let stopped = false;

  const tick = (job: Job) => {
    if (stopped) return;
    if (running.has(job.name)) {
      again.add(job.name);
      return;
    }
    const ctx = context();
    const started = performance.now();
    const seconds = () => (performance.now() - started) / 1000;
    const run = job
      .run(ctx)
      .then((count) => {
        ctx.metrics.jobRan(job.name, 'ok', seconds());
        if (count > 0) ctx.logger.info({ job: job.name, count }, 'background job did work');
      })
      .catch((error: unknown) => {
        ctx.metrics.jobRan(job.name, 'failed', seconds());
        ctx.logger.error({ err: error, job: job.name }, 'background job failed');
      })
      .finally(() => {
        running.delete(job.name);
        if (again.delete(job.name)) tick(job);
      });
    running.set(job.name, run);
  };

  return {
    start: (jobs) => {
      for (const job of jobs) {
        tick(job);
        const timer = setInterval(() => tick(job), job.everyMs);
        timer.unref();
        timers.push(timer);
      }
    },
    wake: tick,
    stop: async () => {
      stopped = true;
      for (const timer of timers) clearInterval(timer);
      again.clear();
      await Promise.allSettled([...running.values()]);
    },
  };
}
