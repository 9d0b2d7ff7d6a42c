import { sql } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import { createTestApp } from '../test/test-app.js';
import { shutDown } from './shutdown.js';

describe('shutDown', () => {
  it('lets an in-flight request finish, then closes the database', async () => {
    const testApp = await createTestApp();
    const { app, database } = testApp;
    // The shutdown closes the app and the database; the data folder is the test's to remove.
    onTestFinished(() => testApp.discard());
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let entered!: () => void;
    const inHandler = new Promise<void>((resolve) => (entered = resolve));
    app.get('/api/test/slow', async () => {
      entered();
      await released;
      const result = await database.db.execute<{ answer: number }>(sql`select 42 as answer`);
      return { answer: result.rows[0]?.answer };
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;

    const inFlight = fetch(`http://127.0.0.1:${port}/api/test/slow`);
    await inHandler;
    const stopping = shutDown(app, database, 5000);
    release();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ answer: 42 });
    expect(await stopping).toBe(true);
    await expect(database.ping()).rejects.toThrow();
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
  });
});
