import { randomUUID } from 'node:crypto';
import { asc, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@bagel/db';
import { openTestDatabase } from '@bagel/db/testing';
import { createDomainEvents } from './domain-events';
import { notificationsMigrations } from './notifications.migrations';
import { events, notifications } from './notifications.schema';
import { createPublisher } from './publisher';
import { tableLedgerEvents } from './testing/table-ledger-events';

let database: DatabaseHandle;
let ledger: Awaited<ReturnType<typeof tableLedgerEvents>>;
const domainEvents = createDomainEvents();
/** The sender of the tests' transfers, named on the receiving line as the ledger names her. */
const alice = { id: randomUUID(), username: 'alice' };
const publisher = () => createPublisher({ db: database.db, ledgerEvents: ledger.events });

beforeAll(async () => {
  database = await openTestDatabase([notificationsMigrations]);
  ledger = await tableLedgerEvents(database.db);
});
afterAll(() => database.close());

const notificationsOf = (userId: string) =>
  database.db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(asc(notifications.id));

const cloneFinished = (userId: string, key = `clone:${randomUUID()}:finished`) =>
  ({ topic: 'clone.finished', userId, key, data: { assetId: randomUUID(), repoId: 'openai-community/gpt2', assetType: 'model' } }) as const;

describe('the publisher', () => {
  it('writes one worded notification per event of both outboxes, and nothing more when run again', async () => {
    const bob = randomUUID();
    await ledger.record({
      kind: 'transfer',
      amount: 12_50,
      description: 'Transfer from alice',
      from: { userId: alice.id },
      counterparty: alice.username,
      to: { userId: bob },
    });
    await ledger.record({
      kind: 'deposit',
      amount: 100_00,
      description: 'Bagels purchase',
      from: { system: 'payments_clearing' },
      to: { userId: bob },
    });
    await ledger.record({
      kind: 'credit',
      amount: 125_00,
      description: 'Referral bonus',
      from: { system: 'referral_pool' },
      to: { userId: bob },
    });
    await ledger.record({
      kind: 'refund',
      amount: 1_00,
      description: 'Image generation failed, refunded',
      from: { system: 'platform_revenue' },
      to: { userId: bob },
    });
    await ledger.record({
      kind: 'payment',
      amount: 2_00,
      description: 'Image generation',
      category: 'image_generation',
      from: { userId: bob },
      to: { system: 'platform_revenue' },
    });
    const clone = cloneFinished(bob);
    await domainEvents.publish(database.db, clone);

    expect(await publisher().publishPending()).toBe(6);
    const written = await notificationsOf(bob);
    expect(written.map(({ kind, message, status }) => ({ kind, message, status }))).toEqual([
      { kind: 'transfer_received', message: 'alice sent you 12.50 BGL', status: 'unread' },
      { kind: 'bagels_bought', message: 'You bought 100.00 BGL', status: 'unread' },
      { kind: 'bonus', message: 'You received a bonus of 125.00 BGL: Referral bonus', status: 'unread' },
      { kind: 'refund', message: '1.00 BGL refunded: Image generation failed, refunded', status: 'unread' },
      { kind: 'clone_finished', message: 'openai-community/gpt2 was cloned to your models', status: 'unread' },
    ]);
    expect(written[4]).toMatchObject({ source: 'event', sourceId: clone.key, link: `/model/${clone.data.assetId}/description` });

    expect(await publisher().publishPending()).toBe(0);
    expect(await notificationsOf(bob)).toHaveLength(5);
  });

  it('turns each event into exactly one notification when several publishers run at once', async () => {
    const carol = randomUUID();
    for (let index = 0; index < 25; index++) {
      await ledger.record({
        kind: 'transfer',
        amount: 1_00 + index,
        description: '',
        from: { userId: alice.id },
        counterparty: alice.username,
        to: { userId: carol },
      });
      await domainEvents.publish(database.db, cloneFinished(carol));
    }
    const handled = await Promise.all([publisher().publishPending(), publisher().publishPending(), publisher().publishPending()]);
    expect(handled.reduce((sum, count) => sum + count, 0)).toBe(50);
    const written = await notificationsOf(carol);
    expect(written).toHaveLength(50);
    expect(new Set(written.map((row) => `${row.source}:${row.sourceId}`)).size).toBe(50);
    expect(written.filter((row) => row.kind === 'transfer_received').map((row) => row.message)).toEqual(
      Array.from({ length: 25 }, (_, index) => `alice sent you ${(1 + index / 100).toFixed(2)} BGL`),
    );
  });
});

describe('createDomainEvents', () => {
  it('keeps an event only when the transaction it was published on commits, and a repeated key once', async () => {
    const erin = randomUUID();
    const rolledBack = cloneFinished(erin);
    const failing = database.db.transaction(async (tx) => {
      await domainEvents.publish(tx, rolledBack);
      throw new Error('the clone could not be recorded');
    });
    await expect(failing).rejects.toThrow('the clone could not be recorded');

    const kept = cloneFinished(erin);
    await database.db.transaction((tx) => domainEvents.publish(tx, kept));
    await domainEvents.publish(database.db, { ...kept, data: { ...kept.data, repoId: 'a retried job' } });
    await publisher().publishPending();
    expect((await notificationsOf(erin)).map((row) => [row.sourceId, row.message])).toEqual([
      [kept.key, 'openai-community/gpt2 was cloned to your models'],
    ]);
  });

  it('leaves an event of a topic this version cannot word in the outbox for one that can', async () => {
    const frank = randomUUID();
    await database.db.execute(
      sql`insert into notifications.events (key, topic, user_id, data) values (${`future:${frank}`}, 'model.retired', ${frank}, '{}'::jsonb)`,
    );
    await domainEvents.publish(database.db, cloneFinished(frank));
    await publisher().publishPending();
    expect(await notificationsOf(frank)).toHaveLength(1);
    const waiting = await database.db.select({ topic: events.topic }).from(events).where(isNull(events.publishedAt));
    expect(waiting).toEqual([{ topic: 'model.retired' }]);
  });
});
