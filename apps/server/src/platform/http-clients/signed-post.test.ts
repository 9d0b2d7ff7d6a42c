import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { postToCheckedUrl } from './signed-post.js';

/** A receiver on this machine answering with `handler`; each request's path is kept. */
async function receiver(handler: http.RequestListener) {
  const paths: string[] = [];
  const server = http.createServer((request, response) => {
    paths.push(request.url ?? '');
    handler(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  servers.push(server);
  return { url, paths };
}

const servers: http.Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

const post = (url: string, timeoutMs = 5_000) =>
  postToCheckedUrl(url, { body: '{"ping":true}', headers: {}, timeoutMs, allowPrivate: true });

describe('postToCheckedUrl', () => {
  it('does not follow a redirect: the 3xx is the answer, its target is never called', async () => {
    const target = await receiver((_, response) => response.end('ok'));
    const redirecting = await receiver((_, response) => {
      response.writeHead(307, { location: `${target.url}/elsewhere` }).end();
    });
    expect(await post(`${redirecting.url}/hook`)).toEqual({ status: 307 });
    expect(redirecting.paths).toEqual(['/hook']);
    expect(target.paths).toEqual([]);
  });

  it('reads at most 64 KiB of an answer, then closes: a receiver cannot make us read forever', async () => {
    let written = 0;
    let closedEarly = false;
    const chunk = Buffer.alloc(64 * 1024, 120);
    const flooding = await receiver((_, response) => {
      response.writeHead(200);
      response.on('close', () => (closedEarly = !response.writableFinished));
      const pump = () => {
        // 64 MiB if nobody stopped reading; far more than any socket buffer holds.
        while (written < 64 * 1024 * 1024 && !response.destroyed) {
          written += chunk.length;
          if (!response.write(chunk)) return void response.once('drain', pump);
        }
        response.end();
      };
      pump();
    });
    expect(await post(flooding.url)).toEqual({ status: 200 });
    await expect.poll(() => closedEarly).toBe(true);
    expect(written).toBeLessThan(64 * 1024 * 1024);
  });

  it('gives up on a receiver that does not answer by the deadline, with the reason', async () => {
    const silent = await receiver(() => {
      // Never answers.
    });
    const outcome = await post(silent.url, 200);
    expect(outcome).toEqual({ status: null, error: 'No answer within 0.2 s.' });
  });

  it('refuses a private address unless allowed, without connecting', async () => {
    const local = await receiver((_, response) => response.end('ok'));
    const outcome = await postToCheckedUrl(local.url, {
      body: '{}',
      headers: {},
      timeoutMs: 5_000,
      allowPrivate: false,
    });
    expect(outcome).toMatchObject({ status: null, error: expect.any(String) as string });
    expect(local.paths).toEqual([]);
  });
});
