import { defineRoute, errorBodySchema } from '@vernissage/shared';
import net, { type AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { isUnreachable } from './errors.js';
import { registerRoute } from './http/register-route.js';

/**
 * Values the database itself refuses, sent by a probe route through the real error handler:
 * the safety net behind the contract's own limits.
 */
const REFUSED_VALUES = {
  integerOutOfRange: sql`select ${'3000000000'}::int as value`,
  notANumber: sql`select ${'twelve'}::int as value`,
  notADate: sql`select ${'next tuesday'}::timestamptz as value`,
  dateOutOfRange: sql`select ${'2024-13-45'}::date as value`,
  nulInText: sql`select ${'a\u0000b'}::text as value`,
  numericOverflow: sql`select ${1e12}::numeric(14, 2) as value`,
};
type Refused = keyof typeof REFUSED_VALUES;

const probeRoute = defineRoute({
  method: 'GET',
  path: '/probe/database/{value}',
  summary: 'Test probe: runs a query the database refuses',
  tags: ['test'],
  auth: 'public',
  access: 'public',
  params: z.object({ value: z.enum([...(Object.keys(REFUSED_VALUES) as Refused[]), 'missingTable', 'away']) }),
  responses: {
    200: z.object({ ok: z.literal(true) }),
    400: errorBodySchema,
    500: errorBodySchema,
    503: errorBodySchema,
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  registerRoute(t.app, probeRoute, async ({ params }) => {
    if (params.value === 'away') {
      // A PostgreSQL that went away: nothing listens on its port any more.
      const client = new pg.Client({ host: '127.0.0.1', port: await closedPort() });
      await client.connect();
      return { ok: true as const };
    }
    await t.database.db.execute(
      params.value === 'missingTable' ? sql`select * from no_such_table` : REFUSED_VALUES[params.value],
    );
    return { ok: true as const };
  });
});
afterAll(() => t.close());

async function closedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

describe('the error handler', () => {
  it.each(Object.keys(REFUSED_VALUES))('answers 400 when the database refuses a value (%s)', async (value) => {
    const response = await t.app.inject({ method: 'GET', url: `/probe/database/${value}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'bad_request',
      message: expect.stringContaining('cannot be stored'),
    });
  });

  it('still answers 500 for a database fault that is not about a value, and leaks nothing', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/probe/database/missingTable' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ code: 'internal' });
    expect(response.body).not.toContain('no_such_table');
  });

  it('answers 503 when the database cannot be reached, so clients retry, and leaks nothing', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/probe/database/away' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ code: 'unavailable' });
    expect(response.body).not.toContain('ECONNREFUSED');
  });

  it('tells a connection that went away from a fault of the request', () => {
    const terminated = new Error('Failed query', { cause: new Error('Connection terminated unexpectedly') });
    expect(isUnreachable(terminated)).toBe(true);
    expect(isUnreachable(Object.assign(new Error('shutting down'), { code: '57P01', severity: 'FATAL' }))).toBe(true);
    expect(isUnreachable(Object.assign(new Error('no table'), { code: '42P01', severity: 'ERROR' }))).toBe(false);
    expect(isUnreachable(new Error('anything else'))).toBe(false);
  });
});
