import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's utime and stime: 100 on every Linux we run on. */
const TICKS_PER_SECOND = 100;

/** Fields of one /proc/<pid>/stat after the command name: state is the 1st, utime the 12th, stime the 13th, cutime and cstime (children waited for) the 14th and 15th. */
const statFields = (stat: string) => stat.slice(stat.lastIndexOf(')') + 2).split(' ');
const ticksToMicros = (ticks: number) => (ticks / TICKS_PER_SECOND) * 1e6;

/** CPU microseconds used so far by the PostgreSQL server processes on this machine, or undefined without /proc. */
function postgresMicros(): number | undefined {
  let micros = 0;
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
    // A backend that exits (a pool closing an idle connection) takes its time with it into the postmaster's
    // cutime and cstime, so both are counted: the sum only grows.
    const fields = statFields(stat);
    micros += ticksToMicros(Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]));
    found = true;
  }
  return found ? micros : undefined;
}

/** CPU microseconds used so far by process `pid`, or undefined without /proc. */
function processMicros(pid: number): number | undefined {
  try {
    const fields = statFields(readFileSync(`/proc/${pid}/stat`, 'utf8'));
    return ticksToMicros(Number(fields[11]) + Number(fields[12]));
  } catch {
    return undefined;
  }
}

export interface CpuPerOperation {
  /** This process: the load's client, or the bound's and the service's whole work (with the database, on PGlite). */
  bench: number;
  /** The api process (with its database, on PGlite). */
  api?: number;
  /** The local PostgreSQL server's processes, when there are any. */
  postgres?: number;
}

const difference = (before: number | undefined, after: number | undefined) =>
  before === undefined || after === undefined ? undefined : after - before;

/** Starts counting; `perOperation(count)` answers the CPU microseconds each of `count` operations took, by process. */
export function startCpuMeter(apiPid: number) {
  const bench = process.cpuUsage();
  const api = processMicros(apiPid);
  const postgres = postgresMicros();
  return {
    perOperation(count: number): CpuPerOperation {
      const used = process.cpuUsage(bench);
      const apiUsed = difference(api, processMicros(apiPid));
      const postgresUsed = difference(postgres, postgresMicros());
      return {
        bench: (used.user + used.system) / count,
        ...(apiUsed === undefined ? {} : { api: apiUsed / count }),
        ...(postgresUsed === undefined ? {} : { postgres: postgresUsed / count }),
      };
    },
  };
}
