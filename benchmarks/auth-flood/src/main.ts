import { setTimeout as sleep } from 'node:timers/promises';
import { performance } from 'node:perf_hooks';
import { startFakePlatformApi } from '@bagel/platform/testing';
import { createAuthClient, type AuthClient } from './auth-client';
import { startEdge } from './edge-process';
import { summarise, type Summary } from './latency';

/**
 * Sign-in latency with edge idle, then during a flood of 150 parallel sign-ups (each hash costs a core about 0.1 s
 * at production's scrypt cost) from 150 addresses and from one, on one engine: `pglite` (edge's embedded default)
 * or `postgres` (TEST_DATABASE_URL, through tools/scripts/with-postgres.sh). Prints figures; never fails on timing.
 */
const engine = process.argv[2] === 'postgres' ? 'postgres' : 'pglite';
const FLOOD_SIZE = 150;
const IDLE_SAMPLES = 30;
/** Flooders come back at once when told the server is busy (503), as a script would; a 429's hour they take as a no. */
const RETRY_BUSY_AFTER_MS = 250;
/** The seeded demo user (README) signs in throughout, from an address of its own. */
const SIGN_IN = { login: 'alice', password: 'bagels-demo' };
const SIGN_IN_ADDRESS = '192.0.2.1';

const log = (line: string) => console.log(`[${engine}] ${line}`);

const databaseUrl = engine === 'postgres' ? process.env['TEST_DATABASE_URL'] : undefined;
if (engine === 'postgres' && !databaseUrl) throw new Error('postgres needs TEST_DATABASE_URL (run through tools/scripts/with-postgres.sh)');

async function signIn(client: AuthClient): Promise<number> {
  const answer = await client.post('/api/auth/sign-in', SIGN_IN, SIGN_IN_ADDRESS);
  if (answer.status !== 200) throw new Error(`alice's sign-in answered ${answer.status}`);
  return answer.ms;
}

/** Sequential sign-ins for as long as `load` runs (at least one). */
async function signInsDuring(client: AuthClient, load: Promise<unknown>): Promise<number[]> {
  let running = true;
  void load.then(
    () => (running = false),
    () => (running = false),
  );
  const timings: number[] = [];
  do timings.push(await signIn(client));
  while (running);
  return timings;
}

interface FloodResult {
  seconds: number;
  /** Final answers by status. */
  statuses: Map<number, number>;
  /** 503s answered on the way (each retried). */
  busyAnswers: number;
}

/** `FLOOD_SIZE` sign-ups at once, the i-th from `addressOf(i)`, each retried while the server answers 503. */
async function flood(client: AuthClient, name: string, addressOf: (index: number) => string): Promise<FloodResult> {
  const started = performance.now();
  let busyAnswers = 0;
  const finals = await Promise.all(
    Array.from({ length: FLOOD_SIZE }, async (_, index) => {
      const username = `${name}_${index}`;
      const body = { username, email: `${username}@example.com`, name: username, password: 'a flood of sign-ups' };
      for (;;) {
        const { status } = await client.post('/api/auth/sign-up', body, addressOf(index));
        if (status !== 503) return status;
        busyAnswers++;
        await sleep(RETRY_BUSY_AFTER_MS);
      }
    }),
  );
  const statuses = new Map<number, number>();
  for (const status of finals) statuses.set(status, (statuses.get(status) ?? 0) + 1);
  return { seconds: (performance.now() - started) / 1000, statuses, busyAnswers };
}

const ms = (value: number) => `${value.toFixed(0)} ms`;
const latency = (summary: Summary) => `p50 ${ms(summary.p50)}, p90 ${ms(summary.p90)}, max ${ms(summary.max)} (n=${summary.count})`;
const answers = (result: FloodResult) =>
  [...result.statuses.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${count} × ${status}`)
    .join(', ');

const api = await startFakePlatformApi('benchmark-service-key-0123456789abcdef');
const edge = await startEdge(api, databaseUrl);
const signIns = createAuthClient(edge.origin, 1);
const flooders = createAuthClient(edge.origin, FLOOD_SIZE);
try {
  log(
    `edge in its own process on ${engine === 'pglite' ? 'PGlite' : 'PostgreSQL'}, production scrypt cost; flooders retry a 503 after ${RETRY_BUSY_AFTER_MS} ms`,
  );
  for (let warmup = 0; warmup < 3; warmup++) await signIn(signIns);
  const idleTimings: number[] = [];
  for (let sample = 0; sample < IDLE_SAMPLES; sample++) idleTimings.push(await signIn(signIns));
  const idle = summarise(idleTimings);
  log(`sign-in, idle: ${latency(idle)}`);

  const phases: Array<[string, string, (index: number) => string]> = [
    ['many', `${FLOOD_SIZE} addresses`, (index) => `10.${Math.floor(index / 256)}.${index % 256}.1`],
    ['one', 'one address', () => '203.0.113.1'],
  ];
  for (const [name, from, addressOf] of phases) {
    const load = flood(flooders, name, addressOf);
    const during = summarise(await signInsDuring(signIns, load));
    const result = await load;
    log(
      `${FLOOD_SIZE} parallel sign-ups from ${from}: done in ${result.seconds.toFixed(1)} s, answered ${answers(result)} ` +
        `(and ${result.busyAnswers} × 503 on the way); sign-in meanwhile: ${latency(during)} ` +
        `= p50 ${(during.p50 / idle.p50).toFixed(2)}×, p90 ${(during.p90 / idle.p90).toFixed(2)}× idle`,
    );
  }
} finally {
  signIns.close();
  flooders.close();
  await edge.stop();
  await api.close();
}
