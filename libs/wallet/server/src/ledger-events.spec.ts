import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@bagel/db';
import { openTestDatabase } from '@bagel/db/testing';
import type { LedgerTransferEvent } from '@bagel/ports';
import { createLedger, type Ledger } from './ledger';
import { createLedgerEvents } from './ledger-events';
import { createMemoryDirectory } from './testing';
import { walletMigrations } from './wallet.migrations';

let database: DatabaseHandle;
let ledger: Ledger;
const directory = createMemoryDirectory();
beforeAll(async () => {
  database = await openTestDatabase([walletMigrations]);
  ledger = createLedger(database.db, directory);
});
afterAll(() => database.close());

const key = () => `test:${randomUUID()}`;
const events = () => createLedgerEvents(database.db);

/** Everything unpublished so far, drained and forgotten, so each test starts from an empty outbox. */
beforeEach(async () => {
  while ((await events().drain(async () => undefined)) > 0);
});

async function drainAll(): Promise<LedgerTransferEvent[]> {
  const seen: LedgerTransferEvent[] = [];
  while ((await events().drain(async (batch) => void seen.push(...batch), 2)) > 0);
  return seen;
}

describe('createLedgerEvents', () => {
  it('hands each transfer over once, oldest first, with both sides, its amount and the lines the history shows', async () => {
    const alice = directory.add('alice_events');
    const bob = directory.add('bob_events');
    await ledger.deposit({ userId: alice.id, amount: 50_00, source: 'card', idempotencyKey: key() });
    await ledger.transfer({ fromUserId: alice.id, to: 'bob_events', amount: 12_50, idempotencyKey: key() });
    await ledger.credit({ userId: bob.id, amount: 125_00, description: 'Referral bonus', idempotencyKey: key() });

    const seen = await drainAll();
    expect(seen.map(({ kind, amount, from, to, counterparty }) => ({ kind, amount, from, to, counterparty }))).toEqual([
      {
        kind: 'deposit',
        amount: 50_00,
        from: { userId: null, system: 'payments_clearing' },
        to: { userId: alice.id, system: null },
        counterparty: null,
      },
      {
        kind: 'transfer',
        amount: 12_50,
        from: { userId: alice.id, system: null },
        to: { userId: bob.id, system: null },
        counterparty: 'alice_events',
      },
      {
        kind: 'credit',
        amount: 125_00,
        from: { userId: null, system: 'referral_pool' },
        to: { userId: bob.id, system: null },
        counterparty: null,
      },
    ]);
    expect(seen[2]?.description).toBe('Referral bonus');
    expect(seen.map((event) => event.eventId)).toEqual([...seen.map((event) => event.eventId)].sort((a, b) => a - b));
    expect(await drainAll()).toEqual([]);
  });

  it('leaves the events unpublished when the handler fails, and rolls back what it wrote', async () => {
    const carol = directory.add();
    await ledger.deposit({ userId: carol.id, amount: 10_00, source: 'card', idempotencyKey: key() });
    await database.db.execute(sql`create table if not exists public.handled (transfer_id uuid primary key)`);
    const failing = events().drain(async (batch, on) => {
      for (const event of batch) await on.execute(sql`insert into public.handled values (${event.transferId}::uuid)`);
      throw new Error('the publisher fell over');
    });
    await expect(failing).rejects.toThrow('the publisher fell over');
    const written = await database.db.execute(sql`select count(*)::int as count from public.handled`);
    expect((written as unknown as { rows: { count: number }[] }).rows[0]?.count).toBe(0);
    expect((await drainAll()).map((event) => event.to.userId)).toEqual([carol.id]);
  });

  it('shares the outbox between concurrent publishers without handing an event to two of them', async () => {
    const dave = directory.add();
    for (let index = 0; index < 12; index++) {
      await ledger.deposit({ userId: dave.id, amount: 1_00, source: 'card', idempotencyKey: key() });
    }
    const seen: string[] = [];
    const publisher = async () => {
      while ((await events().drain(async (batch) => void seen.push(...batch.map((event) => event.transferId)), 3)) > 0);
    };
    await Promise.all([publisher(), publisher(), publisher()]);
    expect(seen).toHaveLength(12);
    expect(new Set(seen).size).toBe(12);
  });
});
