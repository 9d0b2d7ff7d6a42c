import { performance } from 'node:perf_hooks';
import { removeDataDir, startServer } from '../e2e/support/server.js';
import { bearerFor, firstWorkspaceOf } from '../e2e/support/accounts.js';
import { makeImage } from '../apps/server/src/platform/images/test-images.js';
import { median } from './images.js';

/**
 * What an `Idempotency-Key` costs an upload, and what sending it again costs (ADR 086): a phone's
 * photo added as a work through `POST /api/inventory/items` on the built server, one request at a
 * time, without a key (the bare upload), with a new key, and sent again with a key already
 * answered (the lost answer's repeat), interleaved so the three meet the same machine.
 */
export async function benchUploads(rounds = Number(process.env.BENCH_UPLOAD_ROUNDS ?? 7)) {
  const server = await startServer({ env: { LOG_LEVEL: 'warn', SEED_DEMO: 'true' } });
  try {
    const authorization = await bearerFor(server.url, 'gallery@demo.vernissage.kr');
    const headers = { authorization, gid: await firstWorkspaceOf(server.url, authorization) };
    const photo = await makeImage('jpeg', { width: 4000, height: 3000, noise: true });
    const send = async (key?: string) => {
      const form = new FormData();
      form.append('images', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'photo.jpg');
      const start = performance.now();
      const answer = await fetch(`${server.url}/api/inventory/items`, {
        method: 'POST',
        headers: { ...headers, ...(key && { 'idempotency-key': key }) },
        body: form,
      });
      const body = await answer.text();
      if (!answer.ok) throw new Error(`POST /api/inventory/items answered ${answer.status}: ${body}`);
      return { ms: performance.now() - start, replayed: answer.headers.get('idempotent-replayed') === 'true' };
    };
    await send();
    const plain: number[] = [];
    const keyed: number[] = [];
    const again: number[] = [];
    for (let round = 0; round < rounds; round++) {
      const key = `bench-${round}-${Date.now()}`;
      plain.push((await send()).ms);
      keyed.push((await send(key)).ms);
      const repeat = await send(key);
      if (!repeat.replayed) throw new Error('the repeat was not answered from the kept answer');
      again.push(repeat.ms);
    }
    return {
      megapixels: 12,
      bytes: photo.byteLength,
      rounds,
      plainMs: median(plain),
      keyedMs: median(keyed),
      againMs: median(again),
      keyedRatio: median(keyed) / median(plain),
      againRatio: median(again) / median(plain),
    };
  } finally {
    await server.stop();
    await removeDataDir(server.dataDir);
  }
}
