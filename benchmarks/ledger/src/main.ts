import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLocalObjectStore } from '@bagel/storage';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { adaptersFromEnvironment, API_MIGRATIONS, buildApiApp } from '@bagel/api';
import { buildPath } from '@bagel/contract';
import { getTransactions } from '@bagel/transactions-contract';
import { creditDeposit, transferTokens } from '@bagel/wallet-contract';
import { applyMigrations, openDatabase, type DatabaseHandle } from '@bagel/db';
import { openTestDatabase } from '@bagel/db/testing';
import { createLedger } from '@bagel/wallet-server';
import { createMemoryDirectory } from '@bagel/wallet-server/testing';
import { createHttpClient } from './http-client';
import { latencies, percentile, throughput, type Throughput } from './measure';
import { rawSqlTransfer, rawSqlTransferInOneCall, seedHistory } from './raw-sql';

/**
 * Ledger throughput against the raw-SQL bound, and history reads over a long history, on one engine:
 * `pglite` (in memory) or `postgres` (a throw-away database on TEST_DATABASE_URL). Prints; never fails on timing.
 */
const engine = process.argv[2] === 'postgres' ? 'postgres' : 'pglite';
const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 3);
const CLIENTS = 16;
const USERS = 100;
const HISTORY_SIZE = 100_000;
const HISTORY_SAMPLES = 300;
const SERVICE_KEY = 'benchmark-service-key-0123456789abcdef';
/** Issue 22's goals, on both engines: transfers at 0.8 of the raw-SQL bound or better, history p99 under 20 ms. */
const TRANSFER_GOAL = 0.8;
const HISTORY_P99_GOAL_MS = 20;
const met = (yes: boolean) => (yes ? 'met' : 'NOT met');

async function openEngine(): Promise<DatabaseHandle> {
  if (engine === 'pglite') {
    const handle = await openDatabase({});
    await applyMigrations(handle, API_MIGRATIONS);
    return handle;
  }
  if (!process.env['TEST_DATABASE_URL']) throw new Error('postgres needs TEST_DATABASE_URL (run through tools/scripts/with-postgres.sh)');
  return openTestDatabase(API_MIGRATIONS);
}

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

const database = await openEngine();
const app = await buildApiApp({
  database,
  // Ledger calls store no files; the folder is never written.
  store: createLocalObjectStore(join(tmpdir(), 'bagel-ledger-bench-files')),
  uploadsDir: join(tmpdir(), 'bagel-ledger-bench-uploads'),
  adapters: adaptersFromEnvironment({}, database.db),
  serviceKey: SERVICE_KEY,
  apiKeySecret: 'benchmark-api-key-secret',
  publicApiUrl: 'http://localhost',
  corsOrigins: [],
  logLevel: 'silent',
});
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

const { call, close: closeClient } = createHttpClient(base, CLIENTS);

async function provision() {
  const suffix = randomUUID().slice(0, 8);
  const user = { id: randomUUID(), username: `bench_${suffix}`, email: `bench_${suffix}@example.com` };
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

  const raw = await rawSqlTransfer(database.db);
  const rawBound = () =>
    throughput(SECONDS, CLIENTS, async () => {
      await raw(...pair(accountIds));
    });
  const rawBefore = await rawBound();
  const rawInOneCall = await rawSqlTransferInOneCall(database.db);
  const oneCall = await throughput(SECONDS, CLIENTS, async () => {
    await rawInOneCall(...pair(accountIds));
  });

  const service = await throughput(SECONDS, CLIENTS, async () => {
    const [sender, recipient] = pair(serviceUsers);
    await ledger.transfer({ fromUserId: sender.id, to: recipient.username, amount: 1, idempotencyKey: randomUUID() });
  });

  const http = await throughput(SECONDS, CLIENTS, async () => {
    const [sender, recipient] = pair(users);
    await call(transferTokens.path, sender.apiKey, {
      method: 'POST',
      idempotent: true,
      body: { user_id: sender.id, recipient_id: recipient.username, amount: 0.01 },
    });
  });
  const rawAfter = await rawBound();
  // The machine is shared and noisy: the better of two runs is the bound to beat.
  const bound = rawBefore.perSecond >= rawAfter.perSecond ? rawBefore : rawAfter;

  const heavy = await provision();
  const seeding = performance.now();
  await seedHistory(database.db, heavy.id, HISTORY_SIZE);
  log(`seeded ${HISTORY_SIZE.toLocaleString('en-US')} transactions in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);
  const historyUrl = `${buildPath(getTransactions.path, { userId: heavy.id })}?limit=25`;
  const httpReads = await latencies(HISTORY_SAMPLES, async () => {
    await call(historyUrl, heavy.apiKey);
  });
  const serviceReads = await latencies(HISTORY_SAMPLES, async () => {
    await ledger.history(heavy.id, { limit: 25 });
  });

  const perSecond = (value: number) => `${Math.round(value).toLocaleString('en-US')}/s`;
  const ms = (value: number) => `${value.toFixed(2)} ms`;
  const ratio = (phase: Throughput) => (phase.perSecond / bound.perSecond).toFixed(2);
  const cpu = ({ cpu: { node, postgres } }: Throughput) =>
    `node ${Math.round(node)} µs${postgres === undefined ? '' : ` + postgres ${Math.round(postgres)} µs`}`;
  log(`${CLIENTS} clients, ${SECONDS} s per phase, transfers between ${USERS} users; CPU is per transfer`);
  log(
    `raw-SQL bound (a transaction: lock 2 rows in id order, 2 updates, 2 inserts): ${perSecond(rawBefore.perSecond)} before, ` +
      `${perSecond(rawAfter.perSecond)} after -> bound ${perSecond(bound.perSecond)} (CPU ${cpu(bound)})`,
  );
  log(
    `ledger service (in-memory directory): ${perSecond(service.perSecond)} = ${ratio(service)} of the bound, ` +
      `goal >= ${TRANSFER_GOAL.toFixed(2)} (${met(service.perSecond / bound.perSecond >= TRANSFER_GOAL)}; CPU ${cpu(service)})`,
  );
  log(
    `HTTP API (listening server, ${CLIENTS} keep-alive clients in this process; key auth + directory + ledger): ` +
      `${perSecond(http.perSecond)} = ${ratio(http)} of the bound, goal >= ${TRANSFER_GOAL.toFixed(2)} on both engines ` +
      `(${met(http.perSecond / bound.perSecond >= TRANSFER_GOAL)}; CPU ${cpu(http)})`,
  );
  log(
    `for reference, the bound's six operations in one server-side call: ${perSecond(oneCall.perSecond)} (CPU ${cpu(oneCall)}); ` +
      'the ledger, also one call, also claims its key and writes the transfer, the outbox event and the reply',
  );
  log(
    `history first page, ${HISTORY_SIZE.toLocaleString('en-US')} transactions: HTTP p50 ${ms(percentile(httpReads, 50))}, p99 ${ms(percentile(httpReads, 99))}; ` +
      `service p50 ${ms(percentile(serviceReads, 50))}, p99 ${ms(percentile(serviceReads, 99))} ` +
      `(goal p99 < ${HISTORY_P99_GOAL_MS} ms on both engines: ${met(percentile(httpReads, 99) < HISTORY_P99_GOAL_MS)} over HTTP)`,
  );
} finally {
  closeClient();
  await app.close();
  await database.close();
}
