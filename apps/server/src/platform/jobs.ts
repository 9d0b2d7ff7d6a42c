import type { AppContext } from './context.js';

/** A piece of background work that runs at start and then every `everyMs`. */
export interface Job {
  name: string;
  everyMs: number;
  run(ctx: AppContext): Promise<number>;
}

/**
 * Runs each job once at start (so work due while the process was down happens at once) and then
 * on its interval. A run never overlaps the previous one of the same job; failures are logged.
 * Every job must be safe when several instances run it at the same time.
 */
export function startJobs(ctx: AppContext, jobs: readonly Job[]): { stop(): Promise<void> } {
  const timers: NodeJS.Timeout[] = [];
  const running = new Map<string, Promise<void>>();
  const tick = (job: Job) => {
    if (running.has(job.name)) return;
    const run = job
      .run(ctx)
      .then((count) => {
        if (count > 0) ctx.logger.info({ job: job.name, count }, 'background job did work');
      })
      .catch((error: unknown) => ctx.logger.error({ err: error, job: job.name }, 'background job failed'))
      .finally(() => running.delete(job.name));
    running.set(job.name, run);
  };
  for (const job of jobs) {
    tick(job);
    const timer = setInterval(() => tick(job), job.everyMs);
    timer.unref();
    timers.push(timer);
  }
  return {
    stop: async () => {
      for (const timer of timers) clearInterval(timer);
      await Promise.allSettled([...running.values()]);
    },
  };
}
