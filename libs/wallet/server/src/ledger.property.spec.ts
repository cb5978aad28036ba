import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { PAYMENT_CATEGORIES } from '@bagel/contract';
import type { DatabaseHandle } from '@bagel/db';
import { openTestDatabase } from '@bagel/db/testing';
import { createLedger, type Ledger, type LedgerResult } from './ledger';
import { InsufficientBalanceError, SelfTransferError } from './ledger-errors';
import { auditLedger, createMemoryDirectory } from './testing';
import { walletMigrations } from './wallet.migrations';

let database: DatabaseHandle;
let ledger: Ledger;
const directory = createMemoryDirectory();
beforeAll(async () => {
  database = await openTestDatabase([walletMigrations]);
  ledger = createLedger(database.db, directory);
});
afterAll(() => database.close());

const USERS = 4;
const user = fc.integer({ min: 0, max: USERS - 1 });
const amount = fc.integer({ min: 1, max: 60_00 });

/** Money-moving calls; `replay` repeats an earlier call (by position) with its key. */
const command = fc.oneof(
  fc.record({ op: fc.constant('deposit' as const), user, amount }),
  fc.record({ op: fc.constant('transfer' as const), user, to: user, amount }),
  fc.record({ op: fc.constant('charge' as const), user, amount, category: fc.constantFrom(...PAYMENT_CATEGORIES) }),
  fc.record({ op: fc.constant('replay' as const), index: fc.nat() }),
);
type Command = typeof command extends fc.Arbitrary<infer C> ? C : never;

interface Call {
  key: string;
  run: () => Promise<LedgerResult>;
  /** Who pays how much (a deposit is paid by the outside world), and who receives. */
  from?: string;
  to?: string;
  amount: number;
}

it('keeps the books at zero, users out of the red, applies each key at most once, and keeps a refused key refused', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 25 }), async (commands: Command[]) => {
      const users = Array.from({ length: USERS }, () => directory.add());
      const model = new Map(users.map(({ id }) => [id, 0]));
      const issued: Call[] = [];
      const firstResults = new Map<string, string>();
      /** Keys the ledger refused: their answer stays a refusal, whatever the balance becomes. */
      const refusedKeys = new Set<string>();
      const before = await auditLedger(database.db);

      for (const step of commands) {
        let call: Call | undefined;
        if (step.op === 'replay') {
          call = issued[step.index % Math.max(issued.length, 1)];
          if (!call) continue;
        } else {
          const key = randomUUID();
          const payer = users[step.user] as { id: string; username: string };
          if (step.op === 'deposit') {
            call = {
              key,
              to: payer.id,
              amount: step.amount,
              run: () => ledger.deposit({ userId: payer.id, amount: step.amount, source: 'card', idempotencyKey: key }),
            };
          } else if (step.op === 'charge') {
            const { category } = step;
            call = {
              key,
              from: payer.id,
              amount: step.amount,
              run: () => ledger.charge({ userId: payer.id, amount: step.amount, category, idempotencyKey: key }),
            };
          } else {
            const recipient = users[step.to] as { id: string; username: string };
            call = {
              key,
              from: payer.id,
              to: recipient.id,
              amount: step.amount,
              run: () => ledger.transfer({ fromUserId: payer.id, to: recipient.username, amount: step.amount, idempotencyKey: key }),
            };
          }
          issued.push(call);
        }

        const applied = firstResults.get(call.key);
        const outcome = await call.run().then(
          (result) => ({ result }),
          (refusal: unknown) => ({ refusal }),
        );
        if ('refusal' in outcome) {
          expect(applied).toBeUndefined();
          if (call.from === call.to) expect(outcome.refusal).toBeInstanceOf(SelfTransferError);
          else {
            const short = refusedKeys.has(call.key) || (model.get(call.from ?? '') ?? 0) < call.amount;
            expect([outcome.refusal, short]).toEqual([expect.any(InsufficientBalanceError), true]);
            refusedKeys.add(call.key);
          }
          continue;
        }
        expect(refusedKeys.has(call.key)).toBe(false);
        if (applied) {
          expect([outcome.result.replayed, outcome.result.line.transferId]).toEqual([true, applied]);
          continue;
        }
        expect(outcome.result.replayed).toBe(false);
        firstResults.set(call.key, outcome.result.line.transferId);
        if (call.from) model.set(call.from, (model.get(call.from) ?? 0) - call.amount);
        if (call.to) model.set(call.to, (model.get(call.to) ?? 0) + call.amount);
      }

      const audit = await auditLedger(database.db);
      expect(audit).toMatchObject({ total: 0, negativeUserAccounts: 0, unbalancedTransfers: 0, driftedAccounts: 0 });
      expect(audit.transfers - before.transfers).toBe(firstResults.size);
      expect(audit.appliedKeys - before.appliedKeys).toBe(firstResults.size);
      expect(audit.refusedKeys - before.refusedKeys).toBe(refusedKeys.size);
      expect(audit.outboxEvents - before.outboxEvents).toBe(firstResults.size);
      for (const [userId, balance] of model) expect(await ledger.balanceOf(userId)).toBe(balance);
    }),
    { numRuns: 40 },
  );
});
