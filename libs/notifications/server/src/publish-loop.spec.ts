import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '@bagel/db';
import { openTestDatabase } from '@bagel/db/testing';
import { createDomainEvents } from './domain-events';
import { notificationsMigrations } from './notifications.migrations';
import { notifications } from './notifications.schema';
import { DOMAIN_EVENTS_CHANNEL } from './domain-events-channel';
import { publishAsAnnounced } from './publish-loop';
import { createPublisher } from './publisher';
import { tableLedgerEvents } from './testing/table-ledger-events';

// Each loop stands for one api process; on PostgreSQL (test-pg) the announcements travel between connections.
let database: DatabaseHandle;
let ledger: Awaited<ReturnType<typeof tableLedgerEvents>>;
/** The sender of the tests' transfers, named on the receiving line as the ledger names her. */
const alice = { id: randomUUID(), username: 'alice' };
const log = { error: vi.fn() };

beforeAll(async () => {
  database = await openTestDatabase([notificationsMigrations]);
  ledger = await tableLedgerEvents(database.db);
});
afterAll(() => database.close());

/**
 * A process's publisher loop, counting its finished runs; an hour between fallback runs unless told, so only an
 * announcement can wake it.
 */
async function startLoop(fallbackSeconds = 3600) {
  const publisher = createPublisher({ db: database.db, ledgerEvents: ledger.events });
  const loop: { runs: number; looked: string[][]; stop(): Promise<void> } = { runs: 0, looked: [], stop: async () => undefined };
  const counted = {
    publishPending(signal?: AbortSignal, announced?: ReadonlySet<string>) {
      loop.looked.push([...(announced ?? [])].sort());
      return publisher.publishPending(signal, announced).finally(() => (loop.runs += 1));
    },
  };
  const { stop } = await publishAsAnnounced({
    publisher: counted,
    listen: database.driver.listen,
    channels: [ledger.events.channel, DOMAIN_EVENTS_CHANNEL],
    log,
    fallbackSeconds,
  });
  loop.stop = stop;
  return loop;
}

const messagesOf = async (userId: string) =>
  (await database.db.select().from(notifications).where(eq(notifications.userId, userId))).map((row) => row.message).sort();

const sent = (to: string, amount: number) =>
  ledger.record({
    kind: 'transfer',
    amount,
    description: 'Transfer from alice',
    from: { userId: alice.id },
    counterparty: alice.username,
    to: { userId: to },
  });

it('publishes each announced event once, from whichever process, and goes on when one process stops', async () => {
  const [first, second] = [await startLoop(), await startLoop()];
  const bob = randomUUID();
  await sent(bob, 1_00);
  await database.db.transaction((tx) =>
    createDomainEvents().publish(tx, {
      topic: 'clone.finished',
      userId: bob,
      key: `clone:${randomUUID()}:finished`,
      data: { assetId: randomUUID(), repoId: 'openai-community/gpt2', assetType: 'model' },
    }),
  );
  await vi.waitFor(async () => expect(await messagesOf(bob)).toHaveLength(2));

  await first.stop();
  await sent(bob, 2_00);
  await vi.waitFor(async () => expect(await messagesOf(bob)).toHaveLength(3));
  expect(await messagesOf(bob)).toEqual(['alice sent you 1.00 BGL', 'alice sent you 2.00 BGL', expect.stringContaining('gpt2')]);
  await second.stop();
  expect(log.error).not.toHaveBeenCalled();
});

it('publishes at its fallback run what nobody announced (events a dead process had locked)', async () => {
  const loop = await startLoop(1);
  // The run at start is over: what follows can only be found by the fallback run.
  await vi.waitFor(() => expect(loop.runs).toBeGreaterThanOrEqual(1));
  const carol = randomUUID();
  // Written without an announcement, as events are found again after their drainer died mid-transaction.
  const event = {
    transferId: randomUUID(),
    kind: 'transfer',
    amount: 3_00,
    description: 'Transfer from alice',
    category: null,
    counterparty: 'alice',
  };
  const parties = { from: { userId: alice.id, accountId: null, code: null }, to: { userId: carol, accountId: null, code: null } };
  // Counted before the insert: a fallback run (one a second) may take the event and finish while the insert returns.
  const runsBefore = loop.runs;
  await database.db.execute(
    sql`insert into test_ledger_outbox (event) values (${JSON.stringify({ ...event, ...parties, createdAt: new Date().toISOString() })}::jsonb)`,
  );
  await vi.waitFor(async () => expect(await messagesOf(carol)).toEqual(['alice sent you 3.00 BGL']), { timeout: 5_000 });
  // The run's commit is visible a moment before the run itself has finished and been counted.
  await vi.waitFor(() => expect(loop.runs).toBeGreaterThan(runsBefore));
  await loop.stop();
});

it('looks only at the outbox whose announcement woke it, and at both when it starts', async () => {
  const loop = await startLoop();
  await vi.waitFor(() => expect(loop.runs).toBe(1));
  const dave = randomUUID();
  await sent(dave, 4_00);
  await vi.waitFor(async () => expect(await messagesOf(dave)).toEqual(['alice sent you 4.00 BGL']));
  await vi.waitFor(() => expect(loop.runs).toBe(2));
  expect(loop.looked).toEqual([[DOMAIN_EVENTS_CHANNEL, ledger.events.channel].sort(), [ledger.events.channel]]);
  await loop.stop();
});
