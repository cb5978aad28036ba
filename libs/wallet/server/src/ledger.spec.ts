import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DatabaseHandle } from '@bagel/db';
import { openTestDatabase } from '@bagel/db/testing';
import { rowsOf } from './history.repository';
import { createLedger, type Ledger } from './ledger';
import { IdempotencyKeyReusedError, InsufficientBalanceError, InvalidAmountError, UnknownUserError } from './ledger-errors';
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

const key = () => randomUUID();

it('charges by category, refunds and credits, keeping the summary from transfer kinds, net of refunds', async () => {
  const user = directory.add();
  const other = directory.add();
  await ledger.deposit({ userId: user.id, amount: 100_00, source: 'card', idempotencyKey: key() });
  const charged = await ledger.charge({
    userId: user.id,
    amount: 12_50,
    category: 'fine_tuning',
    idempotencyKey: key(),
    description: 'Fine-tuning llama',
    metadata: { asset_name: 'llama-ft' },
  });
  expect(charged).toMatchObject({ balance: 87_50, replayed: false, line: { type: 'payment', category: 'fine_tuning', amount: 12_50 } });
  await ledger.charge({ userId: user.id, amount: 3_00, category: 'llm_inference', idempotencyKey: key() });
  await ledger.charge({ userId: user.id, amount: 1_00, category: 'other', idempotencyKey: key() });
  await ledger.transfer({ fromUserId: user.id, to: other.username, amount: 5_00, idempotencyKey: key() });
  expect((await ledger.refund({ userId: user.id, amount: 2_00, category: 'fine_tuning', idempotencyKey: key() })).line.type).toBe('refund');
  expect((await ledger.credit({ userId: user.id, amount: 125_00, idempotencyKey: key() })).balance).toBe(205_50);

  const page = await ledger.history(user.id, { limit: 25 });
  expect(page.lines.map((line) => [line.type, line.amount])).toEqual([
    ['credit', 125_00],
    ['refund', 2_00],
    ['transfer', 5_00],
    ['payment', 1_00],
    ['payment', 3_00],
    ['payment', 12_50],
    ['deposit', 100_00],
  ]);
  expect(page.summary).toEqual({
    total_cost_video_generations: 0,
    total_cost_image_generations: 0,
    // 12.50 charged, 2.00 of it refunded.
    total_cost_fine_tuning: 10_50,
    total_cost_llm_inference: 3_00,
    total_cost_asset_purchase: 0,
    other_costs: 1_00,
    total_token_transferred: 5_00,
  });
  expect(page.lines.at(-2)?.metadata).toEqual({ asset_name: 'llama-ft' });
  expect((await ledger.history(other.id, { limit: 25 })).summary.total_token_transferred).toBe(0);
});

it('replays a charge by its key, refuses the key for another charge, and refuses overdrafts', async () => {
  const user = directory.add();
  await ledger.deposit({ userId: user.id, amount: 10_00, source: 'demo_grant', idempotencyKey: `demo-grant:${user.id}` });
  const charge = { userId: user.id, amount: 4_00, category: 'image_generation' as const, idempotencyKey: key() };
  const first = await ledger.charge(charge);
  const again = await ledger.charge(charge);
  expect(again).toEqual({ ...first, replayed: true });
  await expect(ledger.charge({ ...charge, amount: 5_00 })).rejects.toBeInstanceOf(IdempotencyKeyReusedError);
  await expect(ledger.charge({ ...charge, amount: 6_01, idempotencyKey: key() })).rejects.toBeInstanceOf(InsufficientBalanceError);
  await expect(ledger.charge({ ...charge, amount: 0, idempotencyKey: key() })).rejects.toBeInstanceOf(InvalidAmountError);
  await expect(ledger.credit({ userId: randomUUID(), amount: 1, idempotencyKey: key() })).rejects.toBeInstanceOf(UnknownUserError);
  expect(await ledger.balanceOf(user.id)).toBe(6_00);
});

it('remembers a refusal as the key’s answer: after a top-up the same key is refused again, a new key pays', async () => {
  const [user, seller] = [directory.add(), directory.add()];
  await ledger.deposit({ userId: user.id, amount: 5_00, source: 'card', idempotencyKey: key() });
  const transfer = { fromUserId: user.id, to: seller.username, amount: 8_00, idempotencyKey: key() };
  const purchase = {
    fromUserId: user.id,
    toUserId: seller.id,
    amount: 8_00,
    fee: 80,
    category: 'asset_purchase' as const,
    idempotencyKey: key(),
  };
  const charge = { userId: user.id, amount: 8_00, category: 'image_generation' as const, idempotencyKey: key() };
  await expect(ledger.transfer(transfer)).rejects.toBeInstanceOf(InsufficientBalanceError);
  // A payment with a fee is one database transaction, rolled back whole: its refusal is stored after the rollback.
  await expect(ledger.pay(purchase)).rejects.toBeInstanceOf(InsufficientBalanceError);
  await expect(ledger.charge(charge)).rejects.toBeInstanceOf(InsufficientBalanceError);

  await ledger.deposit({ userId: user.id, amount: 100_00, source: 'card', idempotencyKey: key() });
  await expect(ledger.transfer(transfer)).rejects.toBeInstanceOf(InsufficientBalanceError);
  await expect(ledger.pay(purchase)).rejects.toBeInstanceOf(InsufficientBalanceError);
  await expect(ledger.charge(charge)).rejects.toBeInstanceOf(InsufficientBalanceError);
  // The refused key still names its request: another request under it is the key’s misuse, not a second refusal.
  await expect(ledger.transfer({ ...transfer, amount: 1_00 })).rejects.toBeInstanceOf(IdempotencyKeyReusedError);
  await expect(ledger.pay({ ...purchase, amount: 9_00 })).rejects.toBeInstanceOf(IdempotencyKeyReusedError);
  expect(await ledger.balanceOf(user.id)).toBe(105_00);

  expect((await ledger.transfer({ ...transfer, idempotencyKey: key() })).balance).toBe(97_00);
  expect((await ledger.pay({ ...purchase, idempotencyKey: key() })).balance).toBe(89_00);
  expect(await ledger.balanceOf(seller.id)).toBe(16_00 - 80);
  expect(await auditLedger(database.db)).toMatchObject({ unbalancedTransfers: 0, driftedAccounts: 0, negativeUserAccounts: 0 });
});

it('writes an outbox event with every transfer, in the same transaction', async () => {
  const user = directory.add();
  const { line } = await ledger.deposit({ userId: user.id, amount: 7_00, source: 'card', idempotencyKey: key() });
  const events = await rowsOf<{ topic: string; payload: Record<string, unknown>; published_at: string | null }>(
    database.db,
    sql`select topic, payload, published_at from wallet.outbox where payload->>'transfer_id' = ${line.transferId}`,
  );
  expect(events).toEqual([
    {
      topic: 'ledger.transfer',
      published_at: null,
      payload: expect.objectContaining({ kind: 'deposit', amount: 7_00, to: expect.objectContaining({ user_id: user.id }) }),
    },
  ]);
  expect(await auditLedger(database.db)).toMatchObject({ total: 0, unbalancedTransfers: 0, driftedAccounts: 0, negativeUserAccounts: 0 });
});

it('has the database refuse a negative user balance, whatever the code does', async () => {
  const user = directory.add();
  await ledger.deposit({ userId: user.id, amount: 1_00, source: 'card', idempotencyKey: key() });
  await expect(database.db.execute(sql`update wallet.accounts set balance = -1 where user_id = ${user.id}`)).rejects.toThrow();
  // System accounts may go negative: they are the other side of every deposit.
  const [clearing] = await rowsOf<{ balance: number | string }>(
    database.db,
    sql`select balance from wallet.accounts where code = 'payments_clearing'`,
  );
  expect(Number(clearing?.balance)).toBeLessThan(0);
});
