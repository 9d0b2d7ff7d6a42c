import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from '../../support/server.js';

export interface OwnRedis {
  url: string;
  /** Kills the server at once (SIGKILL): Redis goes away mid-traffic. */
  kill(): Promise<void>;
  /** Starts it again on the same port, empty. */
  start(): Promise<void>;
}

/**
 * A Redis server of the test's own, on a free port, without persistence: a fault test may kill
 * it, which it must never do to the machine's shared Redis.
 */
export async function startOwnRedis(): Promise<OwnRedis> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = async () => {
    const started = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--daemonize', 'no'],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    child = started;
    let output = '';
    await new Promise<void>((resolve, reject) => {
      started.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Ready to accept connections')) resolve();
      });
      started.once('error', (error) => reject(new Error(`redis-server could not start: ${error.message}`)));
      started.once('exit', (code) => reject(new Error(`redis-server exited with ${code}: ${output}`)));
    });
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    kill: async () => {
      const running = child;
      if (!running || running.exitCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGKILL');
      await exited;
    },
    start,
  };
}
