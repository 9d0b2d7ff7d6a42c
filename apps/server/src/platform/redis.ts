import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';

export type RedisState = 'up' | 'down';

/** Whether the shared Redis answers now, for `GET /api/ready`. */
export interface RedisHealth {
  check(): Promise<RedisState>;
  close(): void;
}

/**
 * A client of its own that never queues commands: while Redis is away a PING fails at once (or
 * after `timeoutMs`), instead of waiting for reconnections as the other clients do. It reconnects
 * by itself, so the answer turns back to `up` when Redis returns.
 */
export function createRedisHealth(url: string, timeoutMs = 1000): RedisHealth {
  const client = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 0, connectTimeout: timeoutMs });
  // Being away is what `check` reports; the errors of each reconnection attempt say nothing more.
  client.on('error', () => undefined);
  const timeout = () => sleep(timeoutMs, 'timeout' as const, { ref: false });
  return {
    check: async () => {
      try {
        if (client.status !== 'ready') await Promise.race([once(client, 'ready'), timeout()]);
        return (await Promise.race([client.ping(), timeout()])) === 'PONG' ? 'up' : 'down';
      } catch {
        return 'down';
      }
    },
    close: () => client.disconnect(),
  };
}

/**
 * Whether a client has lost Redis and is between reconnection attempts. Before its first
 * connection a client is not "away": commands wait for it, as they should at start.
 */
export function redisIsAway(client: Redis): boolean {
  return client.status === 'reconnecting' || client.status === 'close' || client.status === 'end';
}

/**
 * Closes a client whether or not Redis is there: `quit` waits for Redis to answer, which never
 * happens while it is away, so a client that is not connected is disconnected at once.
 */
export async function closeRedis(client: Redis): Promise<void> {
  if (client.status !== 'ready') {
    client.disconnect();
    return;
  }
  await client.quit().catch(() => client.disconnect());
}
