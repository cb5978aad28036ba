import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { startApi } from '@bagel/benchmark-support';
import { buildPath } from '@bagel/contract';
import { getTransactions } from '@bagel/transactions-contract';
import { creditDeposit, transferTokens } from '@bagel/wallet-contract';
import { createLedger } from '@bagel/wallet-server';
import { createMemoryDirectory } from '@bagel/wallet-server/testing';
import { createHttpClient } from './http-client';
import { latencies, percentile, throughput, type Throughput } from './measure';
import { rawSqlTransfer, rawSqlTransferInOneCall, seedHistory } from './raw-sql';
import { scratchDatabase, type Engine } from './scratch-database';

/**
 * Ledger throughput against the raw-SQL bound, and history reads over a long history, on one engine: `pglite` (data
 * directories, as `npm start` keeps them) or `postgres` (throw-away databases on TEST_DATABASE_URL's server).
 *
 * api runs as `npm start` runs it, in its own process, on a database prepared before it starts (migrated, one user's
 * long history seeded): a server's cost is measured as it is deployed, not sharing an event loop with its load. The
 * bound and the ledger service run in this process, on a database of their own of the same engine and storage.
 * BENCH_SECONDS sets each phase's length; BENCH_CPU_PROFILE_DIR, when set, has api write a CPU profile there.
 * Prints; never fails on timing.
 */
const engine: Engine = process.argv[2] === 'postgres' ? 'postgres' : 'pglite';
const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 3);
const WARMUP_SECONDS = 10;
const CLIENTS = 16;
const USERS = 100;
const HISTORY_SIZE = 100_000;
const HISTORY_SAMPLES = 300;
const SERVICE_KEY = 'benchmark-service-key-0123456789abcdef';
/** Issue 22's goals, on both engines: transfers at 0.8 of the raw-SQL bound or better, history p99 under 20 ms. */
const TRANSFER_GOAL = 0.8;
const HISTORY_P99_GOAL_MS = 20;
const met = (yes: boolean) => (yes ? 'met' : 'NOT met');

const log = (line: string) => console.log(`[${engine}] ${line}`);
const pick = (count: number, not?: number) => {
  for (;;) {
    const index = Math.floor(Math.random() * count);
    if (index !== not) return index;
  }
};
/** Two different members of `list`, at random. */
function pair<T>(list: readonly T[]): [T, T] {
  const from = pick(list.length);
  return [list[from] as T, list[pick(list.length, from)] as T];
}

const scratch = mkdtempSync(join(tmpdir(), 'bench-ledger-'));
const apiDatabase = await scratchDatabase(engine, scratch, 'api');
const benchDatabase = await scratchDatabase(engine, scratch, 'bound');

// The long history goes in before api starts: on PGlite, api's process is the only one that may open its database.
const heavyId = randomUUID();
const seeding = performance.now();
const seeded = await apiDatabase.open();
await seedHistory(seeded.db, heavyId, HISTORY_SIZE);
await seeded.close();
log(`seeded ${HISTORY_SIZE.toLocaleString('en-US')} transactions in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);

const database = await benchDatabase.open();
const api = await startApi({
  serviceKey: SERVICE_KEY,
  rateLimitPerMinute: 0,
  logLevel: 'info',
  cpuProfileDir: process.env['BENCH_CPU_PROFILE_DIR'] || undefined,
  ...apiDatabase.forApi,
});
const { call, close: closeClient } = createHttpClient(api.origin, CLIENTS);

async function provision(id = randomUUID()) {
  const suffix = randomUUID().slice(0, 8);
  const user = { id, username: `bench_${suffix}`, email: `bench_${suffix}@example.com` };
  await call('/api/v1/users', SERVICE_KEY, { method: 'POST', body: user });
  const { data } = await call(`/api/v1/api_keys?user_id=${user.id}`, SERVICE_KEY);
  return { ...user, apiKey: data as string };
}

try {
  log(`setting up ${USERS} users over HTTP and ${USERS} for the service`);
  const users: Array<Awaited<ReturnType<typeof provision>>> = [];
  for (let index = 0; index < USERS; index++) {
    const user = await provision();
    await call(creditDeposit.path, SERVICE_KEY, {
      method: 'POST',
      idempotent: true,
      body: { user_id: user.id, amount: 1_000_000, source: 'demo_grant', description: 'Benchmark funds' },
    });
    users.push(user);
  }
  const directory = createMemoryDirectory();
  const ledger = createLedger(database.db, directory);
  const serviceUsers = Array.from({ length: USERS }, () => directory.add());
  for (const user of serviceUsers)
    await ledger.deposit({ userId: user.id, amount: 100_000_000, source: 'demo_grant', idempotencyKey: randomUUID() });
  const accountRows = (await database.db.execute(sql`select id from wallet.accounts where kind = 'user'`)) as unknown as {
    rows: Array<{ id: number | string }>;
  };
  const accountIds = accountRows.rows.map((row) => Number(row.id));
  const measure = (operation: () => Promise<void>) => throughput(SECONDS, CLIENTS, api.pid, operation);

  const raw = await rawSqlTransfer(database.db);
  const rawBound = () => measure(() => raw(...pair(accountIds)));
  const rawBefore = await rawBound();
  const rawInOneCall = await rawSqlTransferInOneCall(database.db);
  const oneCall = await measure(() => rawInOneCall(...pair(accountIds)));

  const service = await measure(async () => {
    const [sender, recipient] = pair(serviceUsers);
    await ledger.transfer({ fromUserId: sender.id, to: recipient.username, amount: 1, idempotencyKey: randomUUID() });
  });

  const httpTransfer = async () => {
    const [sender, recipient] = pair(users);
    await call(transferTokens.path, sender.apiKey, {
      method: 'POST',
      idempotent: true,
      body: { user_id: sender.id, recipient_id: recipient.username, amount: 0.01 },
    });
  };
  // A fresh api optimises its handlers, and on PGlite the database's hot WebAssembly, over its first seconds of work
  // (@bagel/db's wasm-tiering-budget.ts): a warm-up as long as a short phase left PGlite's HTTP figure at 0.60-0.81 of
  // the bound, where 10 s gave 0.93. A server is measured warm, as the bound is (the better of its two runs).
  await throughput(WARMUP_SECONDS, CLIENTS, api.pid, httpTransfer);
  const http = await measure(httpTransfer);
  const rawAfter = await rawBound();
  // The machine is shared and noisy: the better of two runs is the bound to beat.
  const bound = rawBefore.perSecond >= rawAfter.perSecond ? rawBefore : rawAfter;

  const heavy = await provision(heavyId);
  const historyUrl = `${buildPath(getTransactions.path, { userId: heavy.id })}?limit=25`;
  const httpReads = await latencies(HISTORY_SAMPLES, async () => {
    await call(historyUrl, heavy.apiKey);
  });
  const serviceHeavy = directory.add();
  await seedHistory(database.db, serviceHeavy.id, HISTORY_SIZE);
  const serviceReads = await latencies(HISTORY_SAMPLES, async () => {
    await ledger.history(serviceHeavy.id, { limit: 25 });
  });

  const perSecond = (value: number) => `${Math.round(value).toLocaleString('en-US')}/s`;
  const ms = (value: number) => `${value.toFixed(2)} ms`;
  const ratio = (phase: Throughput) => (phase.perSecond / bound.perSecond).toFixed(2);
  const micros = (value: number | undefined, who: string) => (value === undefined ? '' : ` + ${who} ${Math.round(value)} µs`);
  const cpu = ({ cpu: { bench, api: apiCpu, postgres } }: Throughput, benchIs: string) =>
    `${benchIs} ${Math.round(bench)} µs${micros(apiCpu, 'api')}${micros(postgres, 'postgres')}`;
  log(`${CLIENTS} clients, ${SECONDS} s per phase, transfers between ${USERS} users; CPU is per transfer, by process`);
  log(
    `raw-SQL bound (a transaction: lock 2 rows in id order, 2 updates, 2 inserts): ${perSecond(rawBefore.perSecond)} before, ` +
      `${perSecond(rawAfter.perSecond)} after -> bound ${perSecond(bound.perSecond)} (CPU ${cpu(bound, 'this process')})`,
  );
  log(
    `ledger service (in this process, in-memory directory, no publisher beside it): ${perSecond(service.perSecond)} = ${ratio(service)} of the bound, ` +
      `goal >= ${TRANSFER_GOAL.toFixed(2)} (${met(service.perSecond / bound.perSecond >= TRANSFER_GOAL)}; CPU ${cpu(service, 'this process')})`,
  );
  log(
    `HTTP API (api in its own process; ${CLIENTS} keep-alive connections from this one; key auth + directory + ledger + ` +
      `notifications): ${perSecond(http.perSecond)} = ${ratio(http)} of the bound, goal >= ${TRANSFER_GOAL.toFixed(2)} on both engines ` +
      `(${met(http.perSecond / bound.perSecond >= TRANSFER_GOAL)}; CPU ${cpu(http, 'client')})`,
  );
  log(
    `for reference, the bound's six operations in one server-side call: ${perSecond(oneCall.perSecond)} (CPU ${cpu(oneCall, 'this process')}); ` +
      'the ledger, also one call, also claims its key and writes the transfer, the outbox event and the reply',
  );
  log(
    `history first page, ${HISTORY_SIZE.toLocaleString('en-US')} transactions: HTTP p50 ${ms(percentile(httpReads, 50))}, p99 ${ms(percentile(httpReads, 99))}; ` +
      `service p50 ${ms(percentile(serviceReads, 50))}, p99 ${ms(percentile(serviceReads, 99))} ` +
      `(goal p99 < ${HISTORY_P99_GOAL_MS} ms on both engines: ${met(percentile(httpReads, 99) < HISTORY_P99_GOAL_MS)} over HTTP)`,
  );
} finally {
  closeClient();
  await api.stop();
  await database.close();
  await apiDatabase.remove();
  await benchDatabase.remove();
  rmSync(scratch, { recursive: true, force: true });
}
