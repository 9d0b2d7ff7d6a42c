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
  // A keep-alive connection whose request was in flight becomes idle only after its answer;
  // close it then, or the server would wait for the client's keep-alive timeout.
  const sweeper = setInterval(() => app.server.closeIdleConnections(), 50);
  const finished = await Promise.race([closed, timedOut]);
  clearInterval(sweeper);
  clearTimeout(timer);
  await database.close();
  app.log.info({ finished }, 'server stopped, database closed');
  return finished;
}
