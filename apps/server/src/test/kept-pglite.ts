import type { PGlite } from '@electric-sql/pglite';

/**
 * A worker's PGlite engines, kept from one test database to the next (ADR 080). Loading the
 * migrated template into a new engine costs 0.7-1.1 s (more of the processor), about a hundred
 * and twenty times a run; emptying a closed one costs a tenth of that. A kept engine is handed out
 * only in the template's state: nothing a test did may reach the next.
 *
 * - A test's handle goes through a lease: once the test closes it, every call through it is
 *   refused, so work a test left running (a job, a timer) fails as it did on a closed engine
 *   instead of writing into the next test's database.
 * - Closing waits for the engine's queue (PGlite runs one query or transaction at a time, in
 *   order), then discards the session's state (settings, temporary tables, locks), empties every
 *   table and restarts its sequences, and compares the catalog, the sequences and the migrations'
 *   record with the template's. An engine that differs (a test created or changed a table or a
 *   function), or that could not be emptied (a transaction left open), is closed, not kept.
 */
export interface KeptEngines {
  /** An engine in the template's state: a kept one, or a new one from `start`. */
  take(): Promise<Lease>;
  /** Closes the engines kept now. */
  close(): Promise<void>;
}

export interface Lease {
  /** The engine for one test database: refuses every call once `release` is called. */
  engine: PGlite;
  /** Ends the lease and keeps the engine for the next test if it can be emptied to the template. */
  release: () => Promise<void>;
}

/** Enough for the databases one test file holds open at once; more are closed when released. */
const MOST_KEPT = 4;

export function keptEngines(start: () => Promise<PGlite>): KeptEngines {
  const idle: PGlite[] = [];
  // The template's shape, read off the first engine before any test has used it.
  let template: Promise<Shape> | undefined;
  return {
    async take() {
      const engine = idle.pop() ?? (await start());
      const shape = await (template ??= shapeOf(engine));
      return lease(engine, async () => {
        if (idle.length < MOST_KEPT && (await emptiedToTemplate(engine, shape))) idle.push(engine);
        else await engine.close();
      });
    },
    close: async () => {
      await Promise.all(idle.splice(0).map((engine) => engine.close()));
    },
  };
}

function lease(engine: PGlite, keepOrClose: () => Promise<void>): Lease {
  let released = false;
  const leased = new Proxy(engine, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        if (released) throw new Error('This test database was closed: nothing more runs on it');
        return (value as (...args: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return {
    engine: leased,
    release: async () => {
      if (released) return;
      released = true;
      await keepOrClose();
    },
  };
}

interface Shape {
  /** Every table of the schemas the migrations made, but the migrations' own record. */
  tables: string[];
  /** A digest of the catalog, the sequences and the migrations' record. */
  fingerprint: string;
}

async function emptiedToTemplate(engine: PGlite, template: Shape): Promise<boolean> {
  try {
    // Outside any transaction (PGlite queues this behind one still running); fails inside one a
    // test opened with a bare BEGIN, and then the engine is not kept.
    await engine.exec('DISCARD ALL');
    await engine.exec(`TRUNCATE ${template.tables.join(', ')} RESTART IDENTITY`);
    return (await shapeOf(engine)).fingerprint === template.fingerprint;
  } catch {
    return false;
  }
}

/** Schemas of our own: not PostgreSQL's catalogs, nor temporary or TOAST ones. */
const OWN_SCHEMA = `n.nspname not in ('pg_catalog', 'information_schema')
  and n.nspname not like 'pg\\_toast%' and n.nspname not like 'pg\\_temp%'`;

/**
 * One line per thing a test could change that emptying the tables does not undo, sorted and
 * hashed: relations, columns, indexes, constraints, functions, triggers, types, views, policies,
 * extensions, schemas, sequences' positions, large objects and the migrations applied.
 */
const FINGERPRINT = `
with own as (select n.oid from pg_namespace n where ${OWN_SCHEMA})
select md5(string_agg(line, E'\\n' order by line)) as fingerprint from (
  select format('schema %I', n.nspname) as line from pg_namespace n where n.oid in (select oid from own)
  union all
  select format('relation %s %s', c.oid::regclass, c.relkind) from pg_class c where c.relnamespace in (select oid from own)
  union all
  select format('column %s.%I %s %s %s', a.attrelid::regclass, a.attname, format_type(a.atttypid, a.atttypmod),
      a.attnotnull, pg_get_expr(d.adbin, d.adrelid))
    from pg_attribute a join pg_class c on c.oid = a.attrelid
    left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
    where c.relnamespace in (select oid from own) and a.attnum > 0 and not a.attisdropped
  union all
  select format('index %s', pg_get_indexdef(i.indexrelid)) from pg_index i join pg_class c on c.oid = i.indexrelid
    where c.relnamespace in (select oid from own)
  union all
  select format('constraint %s %I %s', co.conrelid::regclass, co.conname, pg_get_constraintdef(co.oid))
    from pg_constraint co where co.connamespace in (select oid from own)
  union all
  select format('function %s %s', p.oid::regprocedure, md5(coalesce(p.prosrc, ''))) from pg_proc p
    where p.pronamespace in (select oid from own)
  union all
  select format('trigger %s', pg_get_triggerdef(t.oid)) from pg_trigger t where not t.tgisinternal
  union all
  select format('type %s %s', t.oid::regtype, t.typtype) from pg_type t where t.typnamespace in (select oid from own)
  union all
  select format('label %s %s %s', e.enumtypid::regtype, e.enumlabel, e.enumsortorder) from pg_enum e
  union all
  select format('view %s %s', c.oid::regclass, pg_get_viewdef(c.oid)) from pg_class c
    where c.relkind in ('v', 'm') and c.relnamespace in (select oid from own)
  union all
  select format('policy %s %I', p.polrelid::regclass, p.polname) from pg_policy p
  union all
  select format('extension %I %s', x.extname, x.extversion) from pg_extension x
  union all
  select format('sequence %I.%I %s', s.schemaname, s.sequencename, s.last_value) from pg_sequences s
  union all
  select format('large objects %s', count(*)) from pg_largeobject_metadata
  union all
  select format('migration %s %s', m.hash, m.created_at) from drizzle.__drizzle_migrations m
) lines`;

const TABLES = `
select format('%I.%I', n.nspname, c.relname) as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where c.relkind in ('r', 'p') and ${OWN_SCHEMA} and n.nspname <> 'drizzle'
  order by 1`;

async function shapeOf(engine: PGlite): Promise<Shape> {
  const tables = await engine.query<{ name: string }>(TABLES);
  const digest = await engine.query<{ fingerprint: string }>(FINGERPRINT);
  return { tables: tables.rows.map((row) => row.name), fingerprint: digest.rows[0]!.fingerprint };
}
