import { afterAll, describe, expect, it } from 'vitest';
import { makeDataDir, removeDataDir, runServerToExit, startServer } from './support/server.js';

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map(removeDataDir)));

describe('the server process', () => {
  it('refuses to start on a bad environment variable and names it', async () => {
    const { code, output } = await runServerToExit({ PORT: 'eighty', DATA_DIR: '/tmp/never-used' });
    expect(code).toBe(1);
    expect(output).toContain('PORT: must be a number');
  });

  it('migrates on first start, keeps data across a restart, and stops cleanly on SIGTERM', async () => {
    const dataDir = await makeDataDir();
    dirs.push(dataDir);

    const first = await startServer({ dataDir, env: { LOG_LEVEL: 'info' } });
    const health = await fetch(`${first.url}/api/health`);
    expect(health.status).toBe(200);
    const ready = await fetch(`${first.url}/api/ready`);
    expect(await ready.json()).toEqual({ status: 'ready', database: 'pglite' });
    expect(await first.stop('SIGTERM')).toBe(0);
    expect(first.output()).toContain('server stopped, database closed');

    // The second start finds its database and applies nothing new; SIGINT stops it just as well.
    const second = await startServer({ dataDir, env: { LOG_LEVEL: 'info' } });
    expect((await fetch(`${second.url}/api/ready`)).status).toBe(200);
    expect(await second.stop('SIGINT')).toBe(0);
  });

  it('serves the web app with server-rendered HTML', async () => {
    const server = await startServer();
    dirs.push(server.dataDir);
    // A page of the app rendered per request (`/` without a session is the server's landing, ADR 035).
    const page = await fetch(`${server.url}/invitations`, { headers: { 'accept-language': 'en' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('content-security-policy')).toMatch(/script-src 'self' 'nonce-/);
    const html = await page.text();
    expect(html).toMatch(/<html lang="en"/);
    const unknown = await fetch(`${server.url}/api/not-a-route`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: 'not_found' });
    await server.stop();
  });
});
