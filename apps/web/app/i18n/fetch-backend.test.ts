import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchBackend } from './fetch-backend';

function read(answer: () => Promise<Response>): Promise<[unknown, unknown]> {
  vi.stubGlobal('fetch', vi.fn(answer));
  return new Promise((resolve) => {
    fetchBackend('/locales/{{lng}}/{{ns}}.json?v=1').read('ko', 'common', (error, data) => resolve([error, data]));
  });
}

describe('fetchBackend', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads the namespace from its address', async () => {
    const [error, data] = await read(() => Promise.resolve(Response.json({ hello: '안녕' })));
    expect(error).toBeNull();
    expect(data).toEqual({ hello: '안녕' });
    expect(fetch).toHaveBeenCalledWith('/locales/ko/common.json?v=1');
  });

  it('asks i18next to retry a server error or a failed connection, not a missing file or bad JSON', async () => {
    expect((await read(() => Promise.resolve(new Response('', { status: 503 }))))[1]).toBe(true);
    expect((await read(() => Promise.reject(new TypeError('Failed to fetch'))))[1]).toBe(true);
    expect((await read(() => Promise.resolve(new Response('', { status: 404 }))))[1]).toBe(false);
    expect((await read(() => Promise.resolve(new Response('{', { status: 200 }))))[1]).toBe(false);
  });
});
