import type { PGlite } from '@electric-sql/pglite';

/**
 * PostgreSQL keeps the planner's statistics and the visibility map fresh with autovacuum, a background worker. PGlite
 * runs no background workers, so without this an embedded database keeps the statistics it had when its tables were
 * new: a ledger lookup planned as if `entries` held a few hundred rows kept scanning all of it, and after ten thousand
 * transfers a transfer took 6-7 ms instead of 2-3 (until ANALYZE).
 *
 * Every NAPTIME_MS the process asks the cumulative statistics which tables autovacuum would take, with autovacuum's
 * default thresholds, and does the same to them. PGlite answers one statement at a time, so a pass waits for a
 * transaction under way and requests wait for the pass: ANALYZE of 120,000 ledger lines holds the database for about
 * 0.2 s, once per 12,000 changes to them.
 */
const NAPTIME_MS = 10_000;

/**
 * autovacuum_{analyze,vacuum,vacuum_insert}_{threshold,scale_factor} at PostgreSQL's defaults, each written once. The
 * columns are quoted: `analyze` and `vacuum` are keywords.
 */
const DUE = `select name, "vacuum", "analyze" from (
    select format('%I.%I', schemaname, relname) as name,
      n_dead_tup > 50 + 0.2 * n_live_tup or n_ins_since_vacuum > 1000 + 0.2 * n_live_tup as "vacuum",
      n_mod_since_analyze > 50 + 0.1 * n_live_tup as "analyze"
    from pg_stat_user_tables
  ) tables where "vacuum" or "analyze"`;

/** One pass over the tables autovacuum would take now; answers what it did, as `vacuum <table>` or `analyze <table>`. */
export async function autovacuumPass(client: Pick<PGlite, 'query' | 'exec'>): Promise<string[]> {
  const { rows } = await client.query<{ name: string; vacuum: boolean; analyze: boolean }>(DUE);
  const done: string[] = [];
  for (const { name, vacuum, analyze } of rows) {
    const command = vacuum ? (analyze ? `vacuum (analyze) ${name}` : `vacuum ${name}`) : `analyze ${name}`;
    await client.exec(command);
    done.push(command);
  }
  return done;
}

/** Runs a pass every `naptimeMs` until stopped; `stop` waits for a pass under way, so the database can close after it. */
export function startAutovacuum(client: Pick<PGlite, 'query' | 'exec'>, naptimeMs = NAPTIME_MS): { stop(): Promise<void> } {
  let running: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    // A pass that fails (a table dropped between the question and the command) changes nothing the next pass can't
    // do: the planner works from the statistics it had meanwhile, as on PostgreSQL when a worker is cancelled.
    running ??= autovacuumPass(client)
      .catch(() => undefined)
      .finally(() => (running = undefined));
  }, naptimeMs);
  // Maintenance never keeps a process alive that has nothing else to do.
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
