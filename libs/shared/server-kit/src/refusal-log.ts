import type { FastifyBaseLogger } from 'fastify';
import { logSafeReason } from './log-safe-error';
import type { RetryLaterError } from './retry-later-error';

/** How long one line stands for every refusal of its kind: an outage answers hundreds a second. */
const BURST_MS = 60_000;

interface Burst {
  statusCode: number;
  detail: string;
  suppressed: number;
  timer: NodeJS.Timeout;
}

/**
 * Logs expected refusals (a 5xx that says when to come back) as warnings without stacks, once per burst: the
 * first refusal of a kind (its status and text) is logged, the same kind is then only counted for a minute,
 * and a second line says how many more there were. Other errors are logged by the error handler as before.
 */
export function createRefusalLog(log: FastifyBaseLogger, burstMs = BURST_MS) {
  const bursts = new Map<string, Burst>();

  function finish(kind: string): void {
    const burst = bursts.get(kind);
    if (!burst) return;
    clearTimeout(burst.timer);
    bursts.delete(kind);
    const { statusCode, detail, suppressed } = burst;
    if (suppressed > 0) {
      log.warn({ statusCode, detail, suppressed }, `refused ${suppressed} more ${suppressed === 1 ? 'request' : 'requests'} the same way`);
    }
  }

  return {
    refused(requestLog: FastifyBaseLogger, error: RetryLaterError): void {
      const kind = `${error.statusCode} ${error.message}`;
      const burst = bursts.get(kind);
      if (burst) {
        burst.suppressed++;
        return;
      }
      const { statusCode, message: detail } = error;
      requestLog.warn(
        { statusCode, detail, ...(error.cause instanceof Error ? { reason: logSafeReason(error.cause) } : {}) },
        'request refused',
      );
      bursts.set(kind, { statusCode, detail, suppressed: 0, timer: setTimeout(() => finish(kind), burstMs).unref() });
    },
    /** Tells the counts of the bursts still open, so none is lost when the server stops. */
    flush(): void {
      for (const kind of [...bursts.keys()]) finish(kind);
    },
  };
}
