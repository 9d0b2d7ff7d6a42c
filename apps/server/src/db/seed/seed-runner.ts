import { sql } from 'drizzle-orm';
import type { Database } from '../client.js';
import { seedRuns } from '../schema/index.js';

/** A login the demo data created, printed when the server starts. */
export interface DemoLogin {
  role: string;
  email: string;
  password: string;
}

/** One named step of demo data; it runs once per database. */
export interface Seed {
  name: string;
  run(db: Database): Promise<DemoLogin[] | void>;
}

export interface SeedReport {
  applied: string[];
  skipped: string[];
}

/**
 * Runs each seed that has not run on this database yet, each in its own transaction together
 * with its record in `seed_runs`, so a seed runs once even when two instances start together.
 */
export async function runSeeds(db: Database, seeds: readonly Seed[]): Promise<SeedReport> {
  const report: SeedReport = { applied: [], skipped: [] };
  for (const seed of seeds) {
    const applied = await db.transaction(async (tx) => {
      const claimed = await tx
        .insert(seedRuns)
        .values({ name: seed.name })
        .onConflictDoNothing()
        .returning({ name: seedRuns.name });
      if (claimed.length === 0) return false;
      await seed.run(tx);
      return true;
    });
    (applied ? report.applied : report.skipped).push(seed.name);
  }
  return report;
}

/** Names of the seeds already applied. */
export async function appliedSeeds(db: Database): Promise<string[]> {
  const rows = await db
    .select({ name: seedRuns.name })
    .from(seedRuns)
    .orderBy(sql`${seedRuns.appliedAt}`);
  return rows.map((row) => row.name);
}
