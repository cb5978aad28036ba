import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's utime and stime: 100 on every Linux we run on. */
const TICKS_PER_SECOND = 100;

/** CPU microseconds used so far by the PostgreSQL server processes on this machine, or undefined without /proc. */
function postgresMicros(): number | undefined {
  let ticks = 0;
  let found = false;
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return undefined;
  }
  for (const pid of pids) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue; // ended while we looked
    }
    if (!stat.includes('(postgres)')) continue;
    // Fields after the command name: state is the 1st, utime the 12th, stime the 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    ticks += Number(fields[11]) + Number(fields[12]);
    found = true;
  }
  return found ? (ticks / TICKS_PER_SECOND) * 1e6 : undefined;
}

export interface CpuPerOperation {
  /** This process: client, server and (on PGlite) the database. */
  node: number;
  /** The local PostgreSQL server's processes, when there are any. */
  postgres?: number;
}

/** Starts counting; `perOperation(count)` answers the CPU microseconds each of `count` operations took. */
export function startCpuMeter() {
  const node = process.cpuUsage();
  const postgres = postgresMicros();
  return {
    perOperation(count: number): CpuPerOperation {
      const used = process.cpuUsage(node);
      const postgresNow = postgresMicros();
      return {
        node: (used.user + used.system) / count,
        ...(postgres !== undefined && postgresNow !== undefined ? { postgres: (postgresNow - postgres) / count } : {}),
      };
    },
  };
}
