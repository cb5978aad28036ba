import type { FastifyInstance } from 'fastify';
import { getHealth } from '@bagel/contract';
import type { Database } from '@bagel/db';
import { HttpError, registerRoute } from '@bagel/server-kit';
import { pingDatabase } from '@bagel/session-server';

/** Healthy means the process answers and so does its database. */
export function registerHealthRoute(app: FastifyInstance, db: Database): void {
  registerRoute(app, getHealth, async () => {
    try {
      await pingDatabase(db);
    } catch (error) {
      throw new HttpError(503, 'The database is not reachable', undefined, { cause: error });
    }
    return { status: 'ok' as const, uptime_s: Math.floor(process.uptime()) };
  });
}
