import { randomUUID } from 'node:crypto';
import { autocannon, startApi, type LoadResult } from '@bagel/benchmark-support';
import { buildPath, getHealth } from '@bagel/contract';
import { createPlatformClient } from '@bagel/platform';
import { getUserData } from '@bagel/wallet-contract';

/**
 * What authenticating costs: `GET /health` (no key; the process and one `select 1`) against an authenticated
 * one-row read (a user's own record and balance with their API key: key → owner, the route's owner check, the
 * read) under the same load, one after the other in one run. api runs as `npm start` runs it, in its own process,
 * at its default log level, with the per-key rate limit off (one key from 32 connections would otherwise be
 * measuring 429s; `npm run bench:noisy-key` measures the limit). autocannon runs in a process of its own too. On one
 * engine: `pglite` (the embedded default) or `postgres` (TEST_DATABASE_URL, through tools/scripts/with-postgres.sh).
 * BENCH_SECONDS sets each phase's length; BENCH_CPU_PROFILE_DIR, when set, has api write a CPU profile there.
 * Prints figures; never fails on timing.
 */
const engine = process.argv[2] === 'postgres' ? 'postgres' : 'pglite';
const SERVICE_KEY = 'benchmark-service-key-0123456789abcdef';
const CONNECTIONS = 32;
const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 5);
const WARMUP_SECONDS = 2;
/** The goals of issue 22: the read at least half /health's throughput, its p99 at most three times /health's. */
const GOAL_THROUGHPUT = 0.5;
const GOAL_P99 = 3;

const log = (line: string) => console.log(`[${engine}] ${line}`);

const databaseUrl = engine === 'postgres' ? process.env['TEST_DATABASE_URL'] : undefined;
if (engine === 'postgres' && !databaseUrl) throw new Error('postgres needs TEST_DATABASE_URL (run through tools/scripts/with-postgres.sh)');

const api = await startApi({
  serviceKey: SERVICE_KEY,
  rateLimitPerMinute: 0,
  databaseUrl,
  logLevel: 'info',
  cpuProfileDir: process.env['BENCH_CPU_PROFILE_DIR'] || undefined,
});
try {
  const platform = createPlatformClient({ baseUrl: api.origin, serviceKey: SERVICE_KEY });
  const id = randomUUID();
  // Unique across runs: on PostgreSQL both engines' runs may share one database.
  const username = `reader_${id.slice(0, 8)}`;
  await platform.provisionUser({ id, username, email: `${username}@example.com` });
  const apiKey = await platform.readApiKey(id);

  const health = `${api.origin}${getHealth.path}`;
  const read = `${api.origin}${buildPath(getUserData.path, { userId: id })}`;
  // Warm-up: JIT, the pool's connections, PGlite's caches.
  await autocannon(health, undefined, CONNECTIONS, WARMUP_SECONDS);
  await autocannon(read, apiKey, CONNECTIONS, WARMUP_SECONDS);
  const healthRun = await autocannon(health, undefined, CONNECTIONS, SECONDS);
  const readRun = await autocannon(read, apiKey, CONNECTIONS, SECONDS);

  const perSecond = (run: LoadResult) => `${Math.round(run.perSecond).toLocaleString('en-US')}/s`;
  const latency = ({ latency: { p50, p99 } }: LoadResult) => `p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms`;
  const failures = (run: LoadResult) => {
    const other = [...run.statuses.entries()].filter(([status]) => status !== 200);
    const count = other.reduce((sum, [, n]) => sum + n, 0) + run.timeouts + run.connectionErrors;
    return count === 0 ? '' : ` (NOT 200: ${other.map(([status, n]) => `${n} × ${status}`).join(', ')}, ${run.timeouts} timeouts)`;
  };
  log(
    `api in its own process on ${engine === 'pglite' ? 'PGlite' : 'PostgreSQL'}, LOG_LEVEL=info, per-key limit off; ` +
      `autocannon, ${CONNECTIONS} connections, ${SECONDS} s per route after ${WARMUP_SECONDS} s of warm-up each`,
  );
  log(`GET /health: ${perSecond(healthRun)}, ${latency(healthRun)}${failures(healthRun)}`);
  log(`GET ${getUserData.path} with the user's key: ${perSecond(readRun)}, ${latency(readRun)}${failures(readRun)}`);
  const throughput = readRun.perSecond / healthRun.perSecond;
  const p99 = readRun.latency.p99 / healthRun.latency.p99;
  const verdict = (met: boolean) => (met ? 'met' : 'NOT met');
  log(
    `authenticated read / health: throughput ${throughput.toFixed(2)}× (goal >= ${GOAL_THROUGHPUT}×, ${verdict(throughput >= GOAL_THROUGHPUT)}), ` +
      `p99 ${p99.toFixed(2)}× (goal <= ${GOAL_P99}×, ${verdict(p99 <= GOAL_P99)})`,
  );
} finally {
  await api.stop();
}
