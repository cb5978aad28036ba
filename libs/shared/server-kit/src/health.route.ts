import type { FastifyInstance } from 'fastify';
import { getHealth, getReady } from '@bagel/contract';
import { DatabaseUnavailableError } from './database-unavailable-error';
import { registerRoute } from './register-route';
import type { Startup } from './startup';

/**
 * `/health` (liveness): the process answers and so does its database (`pingDatabase`). `/ready` (readiness): that,
 * and `startup`'s tasks are done; without one, the server is ready once it listens.
 */
export function registerHealthRoutes(app: FastifyInstance, pingDatabase: () => Promise<void>, startup?: Startup): void {
  async function databaseAnswers(): Promise<void> {
    try {
      await pingDatabase();
    } catch (error) {
      throw new DatabaseUnavailableError({ cause: error });
    }
  }
  registerRoute(app, getHealth, async () => {
    await databaseAnswers();
    return { status: 'ok' as const, uptime_s: Math.floor(process.uptime()) };
  });
  registerRoute(app, getReady, async () => {
    startup?.assertReady();
    await databaseAnswers();
    return { status: 'ready' as const };
  });
}
