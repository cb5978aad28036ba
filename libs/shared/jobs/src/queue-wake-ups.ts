import type { PgBoss } from 'pg-boss';

type Sql = (text: string, values?: unknown[]) => Promise<{ rows: { name: string; orphaned: boolean }[] }>;

/**
 * Per queue of this process: whether a job waits to run (pg-boss's own test, `state < 'active'`, created or retry), and
 * whether a running one is orphaned: its process stopped touching it (pg-boss's heartbeat test, failJobsByHeartbeat).
 */
const LOOK = `
  select name, bool_or(state = 'active') as orphaned
  from pgboss.job
  where name = any($1::text[])
    and ((state < 'active' and start_after <= now())
      or (state = 'active' and heartbeat_on + heartbeat_seconds * interval '1s' < now()))
  group by name`;

export interface WakeUps {
  /** A worker of this process for `queue`, to be woken when one of its jobs may be ready. */
  add(queue: string, workerId: string): void;
  /** Wakes this process's workers of `queue` when a job sent with a delay becomes ready. */
  at(queue: string, delaySeconds: number): void;
  stop(): void;
}

/**
 * pg-boss NOTIFYs when a job is created, so an idle worker need not poll; what no NOTIFY announces is a job becoming
 * ready later: sent with a delay, retried after a failure, or left running by a process that died. This covers all
 * three with one query per `everySeconds` for every queue of this process (not one fetch per queue, nor pg-boss's
 * whole supervising pass, about ten statements, every few seconds): a queue with an orphaned job is supervised at once,
 * which hands the job back for another attempt. It also wakes a delayed job's queue at its start in the process that
 * sent it, so a chain of delayed jobs (a deployment's looks) runs on time.
 */
export function startWakeUps(boss: PgBoss, sql: Sql, everySeconds: number, log: { error(object: object, message: string): void }): WakeUps {
  const workers = new Map<string, string[]>();
  const timers = new Set<NodeJS.Timeout>();
  const wake = (queue: string) => {
    for (const id of workers.get(queue) ?? []) boss.notifyWorker(id);
  };

  let sweeping = false;
  let stopped = false;
  const look = async () => {
    if (sweeping || workers.size === 0) return;
    sweeping = true;
    try {
      const { rows } = await sql(LOOK, [[...workers.keys()]]);
      for (const { name, orphaned } of rows) {
        if (orphaned) await boss.supervise(name);
        wake(name);
      }
    } catch (error) {
      // A look that was running when the process began to stop meets a closed pool: nothing to report then.
      if (!stopped) log.error({ err: error }, 'Looking for ready jobs failed; the next look tries again');
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
      stopped = true;
      clearInterval(sweep);
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
