import { sql } from 'drizzle-orm';
import type { Database } from '@bagel/db';

/** Throws when edge's database does not answer; the health check reports it. */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
