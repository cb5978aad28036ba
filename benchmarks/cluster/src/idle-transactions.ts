import pg from 'pg';

/**
 * Transactions a second PostgreSQL counted for the database at `url` (pg_stat_database, committed and rolled back)
 * over `seconds`, less this probe's own reads. The statistics are sampled, so the window should be tens of seconds.
 */
export async function transactionsPerSecond(url: string, seconds: number): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const count = async () => {
      // A fresh snapshot: within a transaction PostgreSQL would answer the same statistics again.
      await client.query('select pg_stat_clear_snapshot()');
      const { rows } = await client.query<{ count: string }>(
        'select xact_commit + xact_rollback as count from pg_stat_database where datname = current_database()',
      );
      return Number(rows[0]?.count);
    };
    const before = await count();
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
    const after = await count();
    return (after - before - 2) / seconds;
  } finally {
    await client.end();
  }
}
