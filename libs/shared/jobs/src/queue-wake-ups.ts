import type { PgBoss } from 'pg-boss';

type Sql = (text: string, values?: unknown[]) => Promise<{ rows: { name: string }[] }>;

export interface WakeUps {
  /** A worker of this process for `queue`, to be woken when one of its jobs may be ready. */
  add(queue: string, workerId: string): void;
  /** Wakes this process's workers of `queue` when a job sent with a delay becomes ready. */
  at(queue: string, delaySeconds: number): void;
  stop(): void;
}

/**
 * pg-boss NOTIFYs when a job is created, so an idle worker need not poll; what no NOTIFY announces is a job becoming
 * ready later: sent with a delay, retried after a failure, or handed back by the supervisor when its process died. This
 * covers all three with one query per `everySeconds` for every queue of this process (not one fetch per queue), and
 * wakes a delayed job's queue at its start in the process that sent it, so a chain of delayed jobs (a deployment's
 * looks) runs on time.
 */
export function startWakeUps(boss: PgBoss, sql: Sql, everySeconds: number, log: { error(object: object, message: string): void }): WakeUps {
  const workers = new Map<string, string[]>();
  const timers = new Set<NodeJS.Timeout>();
  const wake = (queue: string) => {
    for (const id of workers.get(queue) ?? []) boss.notifyWorker(id);
  };

  let sweeping = false;
  const look = async () => {
    if (sweeping || workers.size === 0) return;
    sweeping = true;
    try {
      // `state < 'active'` is pg-boss's own test for a job waiting to run (created or retry).
      const { rows } = await sql(
        `select distinct name from pgboss.job where name = any($1::text[]) and state < 'active' and start_after <= now()`,
        [[...workers.keys()]],
      );
      for (const { name } of rows) wake(name);
    } catch (error) {
      log.error({ err: error }, 'Looking for ready jobs failed; the next look tries again');
    } finally {
      sweeping = false;
    }
  };
  const sweep = setInterval(() => void look(), everySeconds * 1000);
  sweep.unref();

  return {
    add(queue, workerId) {
      workers.set(queue, [...(workers.get(queue) ?? []), workerId]);
    },
    at(queue, delaySeconds) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        wake(queue);
      }, delaySeconds * 1000);
      timer.unref();
      timers.add(timer);
    },
    stop() {
      clearInterval(sweep);
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
