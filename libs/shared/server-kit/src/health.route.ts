import type { FastifyInstance } from 'fastify';
import { getHealth } from '@bagel/contract';
import { DatabaseUnavailableError } from './database-unavailable-error';
import { registerRoute } from './register-route';

/** Healthy means the process answers and so does its database (`pingDatabase`). */
export function registerHealthRoute(app: FastifyInstance, pingDatabase: () => Promise<void>): void {
  registerRoute(app, getHealth, async () => {
    try {
      await pingDatabase();
    } catch (error) {
      throw new DatabaseUnavailableError({ cause: error });
    }
    return { status: 'ok' as const, uptime_s: Math.floor(process.uptime()) };
  });
}
