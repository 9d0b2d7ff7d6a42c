import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/client.js';

/**
 * Stops the process cleanly: stop accepting connections, let in-flight requests finish (up to
 * the timeout), then close the database. Returns whether it finished in time.
 */
export async function shutDown(app: FastifyInstance, database: DatabaseHandle, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
    timer.unref();
  });
  const closed = app.close().then(() => true as const);
  const finished = await Promise.race([closed, timedOut]);
  clearTimeout(timer);
  await database.close();
  app.log.info({ finished }, 'server stopped, database closed');
  return finished;
}
