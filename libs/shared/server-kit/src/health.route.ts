import type { FastifyInstance } from 'fastify';
import { getHealth } from '@bagel/contract';
import { HttpError } from './http-error';
import { registerRoute } from './register-route';

/** Healthy means the process answers and so does its database (`pingDatabase`). */
export function registerHealthRoute(app: FastifyInstance, pingDatabase: () => Promise<void>): void {
  registerRoute(app, getHealth, async () => {
    try {
      await pingDatabase();
    } catch (error) {
      throw new HttpError(503, 'The database is not reachable', undefined, { cause: error });
    }
    return { status: 'ok' as const, uptime_s: Math.floor(process.uptime()) };
  });
}
