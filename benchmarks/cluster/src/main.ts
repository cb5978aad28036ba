import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { callRoute } from '@bagel/api-client';
import { createPlatformClient } from '@bagel/platform';
import { getUserData, transferTokens } from '@bagel/wallet-contract';
// tools/scripts is no Nx project to depend on: it is the one cluster `npm run start:cluster` runs, which this measures.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { freePort, startCluster } from '../../../tools/scripts/cluster/cluster.mjs';
import { transactionsPerSecond } from './idle-transactions';
import { throughput } from './load';

/**
 * What a second api process buys behind the load balancer (deploy/haproxy.cfg), on one PostgreSQL: transfers and
 * authenticated one-row reads a second through HAProxy with 1 and with 2 api processes (2 edge processes each time),
 * whether every transfer moved money exactly once, and what an idle api process costs PostgreSQL. Run under
 * with-postgres.sh with built servers (`npm run bench:cluster` does both). Prints figures; never fails on timing.
 */
const USERS = 16;
const CLIENTS = 32;
const SECONDS = 15;
const IDLE_SECONDS = 30;
const FUNDS = 100_000;

interface User {
  id: string;
  apiKey: string;
  username: string;
}

async function measure(apis: 1 | 2) {
  const logs = mkdtempSync(join(tmpdir(), `bench-cluster-${apis}-`));
  // Off (0): the per-key limit (600 a minute) would answer most of this load 429; bench:noisy-key measures it.
  const cluster = await startCluster({ port: await freePort(), apis, logs, env: { API_RATE_LIMIT_PER_MINUTE: '0' } });
  try {
    const baseUrl = cluster.url;
    const platform = createPlatformClient({ baseUrl, serviceKey: cluster.serviceKey });
    const users: User[] = [];
    for (let index = 0; index < USERS; index++) {
      const id = randomUUID();
      const username = `bench_${id.slice(0, 8)}`;
      await platform.provisionUser({ id, username, email: `${username}@example.com` });
      await platform.creditDeposit({ userId: id, amount: FUNDS, source: 'demo_grant', description: 'Benchmark funds' }, randomUUID());
      users.push({ id, username, apiKey: await platform.readApiKey(id) });
    }
    const pick = (): User => users[Math.floor(Math.random() * users.length)] as User;
    const sent = new Map<string, number>(users.map((user) => [user.id, 0]));
    const received = new Map<string, number>(users.map((user) => [user.id, 0]));
    const transfer = async (idempotencyKey: string, from: User, to: User) => {
      await callRoute(transferTokens, {
        baseUrl,
        apiKey: from.apiKey,
        idempotencyKey,
        body: { user_id: from.id, recipient_id: to.username, amount: 0.01 },
      });
    };
    const replays: Array<[string, User, User]> = [];
    const transfers = await throughput(SECONDS, CLIENTS, async () => {
      const from = pick();
      let to = pick();
      while (to === from) to = pick();
      const key = randomUUID();
      await transfer(key, from, to);
      sent.set(from.id, (sent.get(from.id) ?? 0) + 1);
      received.set(to.id, (received.get(to.id) ?? 0) + 1);
      if (replays.length < 200) replays.push([key, from, to]);
    });
    // The same keys again, through whichever process the balancer picks now: each answers, none moves money again.
    await Promise.all(replays.map(([key, from, to]) => transfer(key, from, to)));
    const wrong: string[] = [];
    for (const user of users) {
      const { balance } = await callRoute(getUserData, { baseUrl, apiKey: user.apiKey, params: { userId: user.id } });
      const expected = FUNDS + ((received.get(user.id) ?? 0) - (sent.get(user.id) ?? 0)) * 0.01;
      if (Math.abs(balance - expected) > 1e-6) wrong.push(`${user.username}: ${balance} instead of ${expected.toFixed(2)}`);
    }
    const reader = pick();
    const reads = await throughput(SECONDS, CLIENTS, async () => {
      await callRoute(getUserData, { baseUrl, apiKey: reader.apiKey, params: { userId: reader.id } });
    });
    // Let the load's after-effects (notifications, outbox) settle before the idle window.
    await new Promise((resolve) => setTimeout(resolve, 20_000));
    const idle = (await transactionsPerSecond(cluster.databaseUrl, IDLE_SECONDS)) / apis;
    return { transfers, reads, wrong, idle, logs };
  } finally {
    await cluster.stop();
  }
}

const figure = (value: number) => value.toFixed(1);
console.log(`${CLIENTS} clients, ${SECONDS} s per phase, through HAProxy; 2 edge processes; one PostgreSQL`);
const one = await measure(1);
const two = await measure(2);
for (const [label, run] of [
  ['1 api', one],
  ['2 api', two],
] as const) {
  console.log(
    `${label}: ${figure(run.transfers.perSecond)} transfers/s (${run.transfers.failed} failed), ${figure(run.reads.perSecond)} reads/s ` +
      `(${run.reads.failed} failed), idle ${run.idle.toFixed(2)} PostgreSQL transactions/s per api process (goal ≤ 2); logs in ${run.logs}`,
  );
  if (run.transfers.firstError) console.log(`  first failed transfer: ${String(run.transfers.firstError)}`);
  console.log(
    run.wrong.length ? `  balances off: ${run.wrong.join('; ')}` : '  balances exact: every transfer moved money once, replays none',
  );
}
console.log(
  `2 api / 1 api: transfers ${(two.transfers.perSecond / one.transfers.perSecond).toFixed(2)}×, reads ${(two.reads.perSecond / one.reads.perSecond).toFixed(2)}×`,
);
