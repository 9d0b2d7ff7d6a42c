import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { startPglite } from '../db/client.js';
import { keptEngines, type KeptEngines, type Lease } from './kept-pglite.js';
import { pgliteTestTemplate } from './test-database.js';

/** A worker's PGlite engines, kept between test databases only in the template's state (ADR 080). */
let template: Blob;

beforeAll(async () => {
  template = await pgliteTestTemplate();
});

/** Engines of their own for one test, each new one loaded from the template, counted. */
function countedEngines(): { engines: KeptEngines; started: () => number } {
  let started = 0;
  const engines = keptEngines(async () => {
    started += 1;
    return startPglite({ loadDataDir: template });
  });
  onTestFinished(() => engines.close());
  return { engines, started: () => started };
}

async function valueOf(lease: Lease, query: string): Promise<unknown> {
  const result = await lease.engine.query<{ value: unknown }>(`select (${query}) as value`);
  return result.rows[0]?.value;
}

describe('kept PGlite engines', () => {
  it('hand a closed engine to the next test emptied: rows, sequences and session state gone', async () => {
    const { engines, started } = countedEngines();
    const first = await engines.take();
    await first.engine.exec(`
      insert into seed_runs (name) values ('left behind');
      select nextval('audit_events_seq_seq'), nextval('audit_events_seq_seq');
      set statement_timeout = 1234;
      create temporary table scratch (x int);`);
    await first.release();

    const second = await engines.take();
    expect(started()).toBe(1);
    expect(await valueOf(second, 'select count(*)::int from seed_runs')).toBe(0);
    expect(await valueOf(second, "select nextval('audit_events_seq_seq')::int")).toBe(1);
    expect(await valueOf(second, "select current_setting('statement_timeout')")).toBe('0');
    expect(await valueOf(second, "select to_regclass('pg_temp.scratch') is null")).toBe(true);
    await second.release();
  });

  it('refuse the work of a closed test, which cannot reach the next test’s database', async () => {
    const { engines, started } = countedEngines();
    const first = await engines.take();
    await first.release();
    const second = await engines.take();
    expect(started()).toBe(1);
    expect(() => first.engine.query("insert into seed_runs (name) values ('late')")).toThrow(
      'This test database was closed',
    );
    expect(await valueOf(second, 'select count(*)::int from seed_runs')).toBe(0);
    await second.release();
  });

  it.each([
    ['a table created', 'create table extra (x int)'],
    ['a column added', 'alter table seed_runs add column extra text'],
    ['an index dropped', 'drop index featured_works_gallery_idx'],
    ['a function created', 'create function extra() returns int language sql as $$ select 1 $$'],
    [
      'a migration forgotten',
      'delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)',
    ],
    ['a transaction left open', 'begin'],
  ])('close an engine that cannot be emptied to the template: %s', async (_, statement) => {
    const { engines, started } = countedEngines();
    const first = await engines.take();
    await first.engine.exec(statement);
    await first.release();
    const second = await engines.take();
    expect(started()).toBe(2);
    expect(await valueOf(second, "select to_regclass('public.extra') is null")).toBe(true);
    await second.release();
  });
});
