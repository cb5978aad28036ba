import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { getHealth } from '@bagel/contract';
import type { Database } from '@bagel/db';
import { HttpError, registerRoute } from '@bagel/server-kit';

/** Healthy means the process answers and so does its database. */
export function registerHealthRoute(app: FastifyInstance, db: Database): void {
  registerRoute(app, getHealth, async () => {
    try {
      await db.execute(sql`select 1`);
    } catch (error) {
      throw new HttpError(503, 'The database is not reachable', undefined, { cause: error });
    }
    return { status: 'ok' as const, uptime_s: Math.floor(process.uptime()) };
  });
}
