import { sql } from 'drizzle-orm';
import type { Database } from './database';

/** Throws when the database does not answer; the health check reports it. */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
