import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from './database';
import { openTestDatabase, queryRows, usingPostgres } from './testing';

// On PGlite (npm test's `test`) and on PostgreSQL (`test-pg`, where the second handle is another process's view).
let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase([]);
});
afterAll(() => database.close());

const notify = (channel: string, payload: string) => database.db.execute(sql`select pg_notify(${channel}, ${payload})`);

it('hands each committed NOTIFY on a channel to its subscribers, and nothing after they close', async () => {
  const first = vi.fn<(payload: string) => void>();
  const second = vi.fn<(payload: string) => void>();
  const other = vi.fn<(payload: string) => void>();
  const one = await database.driver.listen('bagel_test_one', first);
  const two = await database.driver.listen('bagel_test_one', second);
  const elsewhere = await database.driver.listen('bagel_test_other', other);

  await notify('bagel_test_one', 'hello');
  await vi.waitFor(() => expect([first.mock.calls, second.mock.calls]).toEqual([[['hello']], [['hello']]]));
  // Inside a transaction, a NOTIFY is delivered when it commits, and not at all when it rolls back.
  await expect(
    database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_notify('bagel_test_one', 'rolled back')`);
      throw new Error('roll back');
    }),
  ).rejects.toThrow('roll back');
  await one.close();
  await notify('bagel_test_one', 'after');
  await vi.waitFor(() => expect(second.mock.calls).toEqual([['hello'], ['after']]));
  expect(first.mock.calls).toEqual([['hello']]);
  expect(other).not.toHaveBeenCalled();
  await Promise.all([two.close(), elsewhere.close()]);
});

it('has handed every NOTIFY committed before caughtUp was called to its subscribers when caughtUp resolves', async () => {
  const heard: string[] = [];
  const listening = await database.driver.listen('bagel_test_caught_up', (payload) => heard.push(payload));
  for (let round = 0; round < 50; round++) {
    await notify('bagel_test_caught_up', String(round));
    // Several waiting at once share a round trip, and each still resolves after what came before it.
    await Promise.all([listening.caughtUp(), listening.caughtUp()]);
    expect(heard.at(-1)).toBe(String(round));
  }
  await listening.close();
});

it('refuses a channel name LISTEN would have to quote', async () => {
  await expect(database.driver.listen('bagel; drop table x', () => undefined)).rejects.toThrow('Not a channel name');
});

it.runIf(usingPostgres())('tells subscribers a LISTEN connection was lost, opens it again and tells them to catch up', async () => {
  const heard = vi.fn<(payload: string) => void>();
  const reconnected = vi.fn();
  const lost = vi.fn();
  const listening = await database.driver.listen('bagel_test_reconnect', heard, reconnected, lost);
  const [listener] = await queryRows<{ pid: number }>(
    database.db,
    sql`select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()
      and (query like 'LISTEN%' or query like '%pg_listening_channels%')`,
  );
  await database.db.execute(sql`select pg_terminate_backend(${listener?.pid ?? 0})`);
  await vi.waitFor(() => expect(reconnected).toHaveBeenCalledOnce(), { timeout: 10_000 });
  // Told of the loss first, as soon as it was found.
  expect(lost).toHaveBeenCalledOnce();
  expect(lost.mock.invocationCallOrder[0]).toBeLessThan(reconnected.mock.invocationCallOrder[0] ?? 0);
  await notify('bagel_test_reconnect', 'again');
  await vi.waitFor(() => expect(heard).toHaveBeenCalledWith('again'));
  await listening.close();
});
