import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { S3StorageOptions } from './s3-storage.js';

const BUCKET = 'vernissage-test';

// Runs in the child: starts s3rver, prints its port, and exits when the test process goes away
// (its stdin closes), so a crashed test run leaves no server behind.
const CHILD_SCRIPT = `
const S3rver = require(process.argv[1]);
const server = new S3rver({
  address: '127.0.0.1', port: 0, silent: true, directory: process.argv[2],
  configureBuckets: [{ name: process.argv[3], configs: [] }],
});
server.run().then(({ port }) => process.stdout.write(JSON.stringify({ port }) + '\\n'));
process.stdin.on('end', () => process.exit(0));
process.stdin.resume();
`;

/**
 * A real S3-API server (s3rver) in its own process on 127.0.0.1, with one empty bucket, for tests.
 * It checks access key ids but not Signature V4 values, so signing itself is aws4fetch's.
 * s3rver encrypts its list continuation tokens with DES, which OpenSSL 3 keeps in its legacy
 * provider: hence `--openssl-legacy-provider` for the child alone.
 */
export async function startS3TestServer() {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'vernissage-s3-'));
  const s3rverPath = createRequire(import.meta.url).resolve('s3rver');
  const child = spawn(
    process.execPath,
    ['--openssl-legacy-provider', '-e', CHILD_SCRIPT, s3rverPath, directory, BUCKET],
    { stdio: ['pipe', 'pipe', 'pipe'] },
  );
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));

  const port = await new Promise<number>((resolve, reject) => {
    let stdout = '';
    const timer = setTimeout(() => reject(new Error(`s3rver did not start within 15 s: ${stderr}`)), 15_000);
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const line = stdout.split('\n')[0];
      if (stdout.includes('\n') && line) {
        clearTimeout(timer);
        resolve((JSON.parse(line) as { port: number }).port);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`s3rver exited with ${code}: ${stderr}`));
    });
  });

  const options: S3StorageOptions = {
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    bucket: BUCKET,
    // s3rver's built-in account.
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  return {
    options,
    close: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.stdin.end();
        await exited;
      }
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}

export type S3TestServer = Awaited<ReturnType<typeof startS3TestServer>>;
