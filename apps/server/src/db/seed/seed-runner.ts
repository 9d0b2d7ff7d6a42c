import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.js';
import type { Database } from '../client.js';
import { seedRuns } from '../schema/index.js';

/** A login the demo data created, printed when the server starts. */
export interface DemoLogin {
  role: string;
  email: string;
  password: string;
}

/** One named step of demo data; it runs once per database, with the app's services. */
export interface Seed {
  name: string;
  run(ctx: AppContext): Promise<void>;
}

export interface SeedReport {
  applied: string[];
  skipped: string[];
}

/**
 * Runs each seed that has not run on this database yet. A seed is claimed by its row in
 * `seed_runs` before it runs (so two instances starting together run it once) and released again
 * if it fails, so the next start retries it. Seeds write through the app's services (better-auth
 * among them), so they cannot share one transaction with the claim.
 */
export async function runSeeds(ctx: AppContext, seeds: readonly Seed[]): Promise<SeedReport> {
  const report: SeedReport = { applied: [], skipped: [] };
  for (const seed of seeds) {
    const claimed = await ctx.db
      .insert(seedRuns)
      .values({ name: seed.name })
      .onConflictDoNothing()
      .returning({ name: seedRuns.name });
    if (claimed.length === 0) {
      report.skipped.push(seed.name);
      continue;
    }
    try {
      await seed.run(ctx);
    } catch (error) {
      await ctx.db.delete(seedRuns).where(eq(seedRuns.name, seed.name));
      throw error;
    }
    report.applied.push(seed.name);
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
