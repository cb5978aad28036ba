import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { databaseUnreachable } from '@bagel/db';
import { logSafeReason } from './log-safe-error';

/** How long one line stands for every repeat of its kind: an outage answers hundreds of requests a second. */
const BURST_MS = 60_000;

interface Burst {
  fields: object;
  message: string;
  suppressed: number;
  timer: NodeJS.Timeout;
}

/**
 * Warnings about something expected that repeats while it lasts (a database outage, load shedding): the first
 * of a kind is logged, the same kind is then only counted for a minute, and a second line says how many more
 * there were. Open bursts are told when the app closes, so no count is lost.
 */
export function createBurstLog(app: FastifyInstance, burstMs = BURST_MS) {
  const bursts = new Map<string, Burst>();

  function finish(kind: string): void {
    const burst = bursts.get(kind);
    if (!burst) return;
    clearTimeout(burst.timer);
    bursts.delete(kind);
    const { fields, message, suppressed } = burst;
    if (suppressed > 0) app.log.warn({ ...fields, suppressed }, `${message} (${suppressed} more ${suppressed === 1 ? 'time' : 'times'})`);
  }
  app.addHook('onClose', async () => {
    for (const kind of [...bursts.keys()]) finish(kind);
  });

  return {
    /** `log` is the request's logger, so the first line carries its request id. */
    warn(kind: string, fields: object, message: string, log: FastifyBaseLogger = app.log): void {
      const burst = bursts.get(kind);
      if (burst) {
        burst.suppressed++;
        return;
      }
      log.warn(fields, message);
      bursts.set(kind, { fields, message, suppressed: 0, timer: setTimeout(() => finish(kind), burstMs).unref() });
    },
  };
}

/**
 * A logger for background work that polls the database (the job queue): while the database is unreachable its
 * failures are one warning without a stack per minute, not an error with a stack per poll; anything else is an error.
 */
export function quietDuringOutages(app: FastifyInstance): { error(details: { err?: unknown }, message: string): void } {
  const outages = createBurstLog(app);
  return {
    error(details, message) {
      if (databaseUnreachable(details.err)) outages.warn(message, { reason: logSafeReason(details.err) }, message);
      else app.log.error(details, message);
    },
  };
}
