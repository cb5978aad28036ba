import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DatabaseHandle } from '@bagel/db';
import { openTestDatabase, usingPostgres } from '@bagel/db/testing';
import type { DirectoryUser } from '@bagel/ports';
import { rowsOf } from './history.repository';
import { createLedger, type Ledger, type TransferInput } from './ledger';
import { LedgerError } from './ledger-errors';
import { auditLedger, createMemoryDirectory } from './testing';
import { walletMigrations } from './wallet.migrations';

const USERS = 20;
const TRANSFERS = 1000;
const CLIENTS = 16;
const START_BALANCE = 50_00;

let database: DatabaseHandle;
let ledger: Ledger;
const directory = createMemoryDirectory();
beforeAll(async () => {
  if (!usingPostgres()) return;
  database = await openTestDatabase([walletMigrations]);
  ledger = createLedger(database.db, directory);
});
afterAll(() => database?.close());

const pick = (count: number) => Math.floor(Math.random() * count);

it.skipIf(!usingPostgres())(
  `${TRANSFERS} transfers among ${USERS} users from ${CLIENTS} clients, with duplicate keys and overdrafts`,
  async () => {
    const users = Array.from({ length: USERS }, () => directory.add());
    for (const user of users)
      await ledger.deposit({ userId: user.id, amount: START_BALANCE, source: 'demo_grant', idempotencyKey: randomUUID() });

    // Amounts up to the whole starting balance, so many senders run dry; every tenth call repeats the one before.
    const calls: TransferInput[] = [];
    while (calls.length < TRANSFERS) {
      const previous = calls.at(-1);
      if (previous && calls.length % 10 === 0) {
        calls.push({ ...previous });
        continue;
      }
      const from = pick(USERS);
      const [sender, recipient] = [users[from], users[(from + 1 + pick(USERS - 1)) % USERS]] as [DirectoryUser, DirectoryUser];
      calls.push({ fromUserId: sender.id, to: recipient.username, amount: 1 + pick(START_BALANCE), idempotencyKey: randomUUID() });
    }

    const acknowledged = new Map<string, string>();
    const outcomes = new Set<string>();
    let next = 0;
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        while (next < calls.length) {
          const call = calls[next++] as TransferInput;
          try {
            const { line } = await ledger.transfer(call);
            const earlier = acknowledged.get(call.idempotencyKey);
            if (earlier) expect(line.transferId).toBe(earlier);
            acknowledged.set(call.idempotencyKey, line.transferId);
            outcomes.add('sent');
          } catch (error) {
            outcomes.add(error instanceof LedgerError ? error.name : String(error));
          }
        }
      }),
    );

    // Only successes and overdraft refusals: no deadlock, no unique violation, no 500.
    expect([...outcomes].sort()).toEqual(['InsufficientBalanceError', 'sent']);
    const audit = await auditLedger(database.db);
    expect(audit).toMatchObject({ total: 0, negativeUserAccounts: 0, unbalancedTransfers: 0, driftedAccounts: 0 });
    const stored = await rowsOf<{ id: string }>(database.db, sql`select id from wallet.transfers where kind = 'transfer'`);
    expect(stored.map((row) => row.id).sort()).toEqual([...new Set(acknowledged.values())].sort());
    expect(acknowledged.size).toBe(stored.length);
    const balances = await Promise.all(users.map((user) => ledger.balanceOf(user.id)));
    expect(balances.reduce((sum, balance) => sum + balance, 0)).toBe(USERS * START_BALANCE);
  },
  120_000,
);
