import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { callRoute } from '@bagel/api-client';
import { buildPath } from '@bagel/contract';
import { getUserData } from '@bagel/wallet-contract';
import { createPlatformClient, type PlatformClient } from '@bagel/platform';
import { autocannon, percentiles, startApi, type LoadResult as FloodResult, type Percentiles } from '@bagel/benchmark-support';
import { pacedReads } from './paced-reads';

/**
 * What the per-key rate limit buys: a quiet user's latency on a one-row read (its own user record) alone, then while
 * one other user's key floods the same route from 200 connections, with api's limit off and at its default. api runs
 * as `npm start` runs it, on one engine: `pglite` (the embedded default) or `postgres` (TEST_DATABASE_URL, through
 * tools/scripts/with-postgres.sh). Prints figures; never fails on timing.
 */
const engine = process.argv[2] === 'postgres' ? 'postgres' : 'pglite';
const SERVICE_KEY = 'benchmark-service-key-0123456789abcdef';
const FLOOD_CONNECTIONS = 200;
const FLOOD_SECONDS = 15;
/** autocannon's own start (a node process loading it) is left out of the quiet user's "during" samples. */
const FLOOD_LEAD_IN_MS = 1_000;
const WARMUP_READS = 10;
const ALONE_READS = 200;
/**
 * The quiet user's pace: warm-up, 200 alone and at most 300 during the flood make 510 requests in the first minute,
 * under the default 600, so the quiet user is never limited itself.
 */
const QUIET_EVERY_MS = 50;

const log = (line: string) => console.log(`[${engine}] ${line}`);

const databaseUrl = engine === 'postgres' ? process.env['TEST_DATABASE_URL'] : undefined;
if (engine === 'postgres' && !databaseUrl) throw new Error('postgres needs TEST_DATABASE_URL (run through tools/scripts/with-postgres.sh)');

interface User {
  id: string;
  apiKey: string;
}

/** A new platform user and its API key, through api's service-only routes as edge's sign-up does. */
async function provision(platform: PlatformClient, name: string): Promise<User> {
  const id = randomUUID();
  // Unique across runs: on PostgreSQL both runs share one database.
  const username = `${name}_${id.slice(0, 8)}`;
  await platform.provisionUser({ id, username, email: `${username}@example.com` });
  return { id, apiKey: await platform.readApiKey(id) };
}

/** The limit api announces to a user's key (x-ratelimit-limit), or 'off'. */
async function announcedLimit(url: string, user: User): Promise<string> {
  const reply = await fetch(url, { headers: { 'x-api-key': user.apiKey } });
  await reply.body?.cancel();
  const limit = reply.headers.get('x-ratelimit-limit');
  return limit ? `${limit} a minute` : 'off';
}

interface Run {
  limit: string;
  alone: Percentiles;
  during: Percentiles;
  flood: FloodResult;
}

async function measure(rateLimitPerMinute: number | undefined): Promise<Run> {
  const api = await startApi({ serviceKey: SERVICE_KEY, rateLimitPerMinute, databaseUrl });
  try {
    const platform = createPlatformClient({ baseUrl: api.origin, serviceKey: SERVICE_KEY });
    const quiet = await provision(platform, 'quiet');
    const noisy = await provision(platform, 'noisy');
    const recordOf = (user: User) => `${api.origin}${buildPath(getUserData.path, { userId: user.id })}`;
    const limit = await announcedLimit(recordOf(noisy), noisy);
    const read = () => callRoute(getUserData, { baseUrl: api.origin, apiKey: quiet.apiKey, params: { userId: quiet.id } });

    for (let warmup = 0; warmup < WARMUP_READS; warmup++) await read();
    const alone = percentiles(await pacedReads(QUIET_EVERY_MS, (samples) => samples < ALONE_READS, read));

    let flooding = true;
    const load = autocannon(recordOf(noisy), noisy.apiKey, FLOOD_CONNECTIONS, FLOOD_SECONDS).finally(() => (flooding = false));
    await sleep(FLOOD_LEAD_IN_MS);
    const during = percentiles(await pacedReads(QUIET_EVERY_MS, () => flooding, read));
    return { limit, alone, during, flood: await load };
  } finally {
    await api.stop();
  }
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const times = (during: number, alone: number) => `${(during / alone).toFixed(1)}×`;
const latency = ({ p50, p99, max, count }: Percentiles) => `p50 ${ms(p50)}, p99 ${ms(p99)}, max ${ms(max)} (n=${count})`;
const ratios = ({ alone, during }: Run) =>
  `p50 ${times(during.p50, alone.p50)}, p99 ${times(during.p99, alone.p99)}, max ${times(during.max, alone.max)}`;
const perSecond = (count: number, { seconds }: FloodResult) => `${Math.round(count / seconds).toLocaleString('en-US')}/s`;
const answers = (result: FloodResult) =>
  [...result.statuses.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${count.toLocaleString('en-US')} × ${status} (${perSecond(count, result)})`)
    .join(', ');
const answered = (result: FloodResult) => [...result.statuses.values()].reduce((sum, count) => sum + count, 0);

log(
  `api in its own process on ${engine === 'pglite' ? 'PGlite' : 'PostgreSQL'}; the quiet user reads its own user record ` +
    `every ${QUIET_EVERY_MS} ms, the noisy key the same route from ${FLOOD_CONNECTIONS} connections for ${FLOOD_SECONDS} s`,
);
const runs: Run[] = [];
// Limit off (the baseline), then api's default (API_RATE_LIMIT_PER_MINUTE unset).
for (const rateLimitPerMinute of [0, undefined]) {
  const run = await measure(rateLimitPerMinute);
  runs.push(run);
  const { limit, alone, during, flood: result } = run;
  log(`limit ${limit}: quiet user alone: ${latency(alone)}`);
  log(
    `limit ${limit}: noisy key: ${answered(result).toLocaleString('en-US')} answers in ${result.seconds.toFixed(1)} s ` +
      `(${perSecond(answered(result), result)}): ${answers(result)}; ` +
      `no answer: ${result.timeouts} timed out, ${result.connectionErrors} connection errors`,
  );
  log(`limit ${limit}: quiet user during the flood: ${latency(during)} = ${ratios(run)} alone`);
}
const [off, on] = runs;
if (off && on) log(`quiet user during the flood, limit off → ${on.limit}: ${ratios(off)} → ${ratios(on)} alone`);
