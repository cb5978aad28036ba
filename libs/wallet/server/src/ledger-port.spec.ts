import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@bagel/db';
import { openTestDatabase } from '@bagel/db/testing';
import type { LedgerPort } from '@bagel/ports';
import { rowsOf } from './history.repository';
import { createLedger, type Ledger } from './ledger';
import { createLedgerPort } from './ledger-port';
import { auditLedger, createMemoryDirectory } from './testing';
import { toTransaction } from './transaction-view';
import { walletMigrations } from './wallet.migrations';

let database: DatabaseHandle;
let port: LedgerPort;
/** The wallet's own calls, to fund users and read histories. */
let ledger: Ledger;
const directory = createMemoryDirectory();
beforeAll(async () => {
  database = await openTestDatabase([walletMigrations]);
  port = createLedgerPort(database.db, directory);
  ledger = createLedger(database.db, directory);
});
afterAll(() => database.close());

const key = () => `test:${randomUUID()}`;

async function revenue(): Promise<number> {
  const [row] = await rowsOf<{ balance: number | string }>(
    database.db,
    sql`select balance from wallet.accounts where code = 'platform_revenue'`,
  );
  return Number(row?.balance ?? 0);
}

/** The user's newest history line, as the transactions response shows it. */
async function latestTransaction(userId: string) {
  const [line] = (await ledger.history(userId, { limit: 1 })).lines;
  if (!line) throw new Error(`${userId} has no history`);
  return toTransaction(line);
}

async function fundedUser(amount: number) {
  const user = directory.add();
  await ledger.deposit({ userId: user.id, amount, source: 'card', idempotencyKey: key() });
  return user;
}

describe('createLedgerPort', () => {
  it('charges into the platform revenue account, as a payment of its kind with the metadata the transaction shows', async () => {
    const user = await fundedUser(50_00);
    const before = await revenue();
    const receipt = await port.charge({
      userId: user.id,
      amount: 12_34,
      kind: 'fine_tuning',
      description: 'Fine-tuning llama-ft',
      idempotencyKey: key(),
      metadata: { asset_name: 'llama-ft', dataset_id: 'ds-1' },
    });
    expect(receipt).toEqual({ transactionId: expect.any(String), balance: 37_66, replayed: false });
    expect(await revenue()).toBe(before + 12_34);
    expect(await port.balanceOf(user.id)).toBe(37_66);

    expect(await latestTransaction(user.id)).toMatchObject({
      transaction_id: receipt.transactionId,
      transaction_type: 'payment',
      category: 'fine_tuning',
      description: 'Fine-tuning llama-ft',
      amount: 12.34,
      asset_name: 'llama-ft',
      dataset_id: 'ds-1',
    });
    expect((await ledger.history(user.id, { limit: 1 })).summary).toMatchObject({ total_cost_fine_tuning: 12_34, other_costs: 0 });
    expect(await auditLedger(database.db)).toMatchObject({ total: 0, unbalancedTransfers: 0, driftedAccounts: 0 });
  });

  it('refuses a charge beyond the balance with 422, moving nothing', async () => {
    const user = await fundedUser(5_00);
    const before = await revenue();
    await expect(
      port.charge({ userId: user.id, amount: 5_01, kind: 'image_generation', description: 'An image', idempotencyKey: key() }),
    ).rejects.toMatchObject({ statusCode: 422, message: 'Insufficient balance' });
    expect(await port.balanceOf(user.id)).toBe(5_00);
    expect(await revenue()).toBe(before);
  });

  it('answers a replayed key with the first receipt and refuses the key for another charge', async () => {
    const user = await fundedUser(10_00);
    const charge = { userId: user.id, amount: 3_00, kind: 'llm_inference' as const, description: 'Inference', idempotencyKey: key() };
    const first = await port.charge(charge);
    const before = await revenue();
    expect(await port.charge(charge)).toEqual({ ...first, replayed: true });
    await expect(port.charge({ ...charge, amount: 4_00 })).rejects.toMatchObject({ statusCode: 409 });
    expect(await port.balanceOf(user.id)).toBe(7_00);
    expect(await revenue()).toBe(before);
  });

  it('pays another user the whole amount, counted as the payer’s spending of its kind', async () => {
    const buyer = await fundedUser(20_00);
    const seller = directory.add();
    const receipt = await port.pay({
      from: buyer.id,
      to: seller.id,
      amount: 15_00,
      kind: 'asset_purchase',
      description: 'Dataset books-1',
      idempotencyKey: key(),
      metadata: { asset_name: 'books-1', buyer_id: buyer.id, seller_id: seller.id },
    });
    expect(receipt.balance).toBe(5_00);
    expect(await port.balanceOf(seller.id)).toBe(15_00);
    expect(await latestTransaction(buyer.id)).toMatchObject({
      transaction_type: 'payment',
      counterparty: seller.username,
      seller_id: seller.id,
    });
    expect(await latestTransaction(seller.id)).toMatchObject({
      transaction_type: 'credit',
      counterparty: buyer.username,
      buyer_id: buyer.id,
    });
    expect((await ledger.history(buyer.id, { limit: 1 })).summary.total_cost_asset_purchase).toBe(15_00);
    await expect(
      port.pay({ from: buyer.id, to: randomUUID(), amount: 1, kind: 'asset_purchase', description: 'Nobody', idempotencyKey: key() }),
    ).rejects.toMatchObject({ statusCode: 404 });
  });

  it('takes a fee from the payee in the same transaction, once per key, or not at all', async () => {
    const buyer = await fundedUser(20_00);
    const seller = directory.add();
    const before = await revenue();
    const request = {
      from: buyer.id,
      to: seller.id,
      amount: 10_00,
      fee: 1_00,
      kind: 'asset_purchase' as const,
      description: 'Dataset books-2',
      idempotencyKey: key(),
    };
    const receipt = await port.pay(request);
    expect(receipt.balance).toBe(10_00);
    expect(await port.balanceOf(seller.id)).toBe(9_00);
    expect(await revenue()).toBe(before + 1_00);
    expect(await latestTransaction(seller.id)).toMatchObject({ description: 'Platform fee: Dataset books-2', amount: 1 });
    expect(await port.pay(request)).toMatchObject({ replayed: true, transactionId: receipt.transactionId });
    expect(await port.balanceOf(seller.id)).toBe(9_00);
    expect(await revenue()).toBe(before + 1_00);
    // A payer who cannot pay moves nothing: neither the payment nor the fee.
    await expect(port.pay({ ...request, amount: 50_00, idempotencyKey: key() })).rejects.toMatchObject({ statusCode: 422 });
    await expect(port.pay({ ...request, fee: 10_00, idempotencyKey: key() })).rejects.toMatchObject({ statusCode: 400 });
    expect(await port.balanceOf(seller.id)).toBe(9_00);
    expect(await revenue()).toBe(before + 1_00);
    expect(await auditLedger(database.db)).toMatchObject({ total: 0, unbalancedTransfers: 0, driftedAccounts: 0 });
  });

  it('refunds from the revenue account', async () => {
    const user = await fundedUser(10_00);
    await port.charge({ userId: user.id, amount: 4_00, kind: 'video_generation', description: 'A video', idempotencyKey: key() });
    const before = await revenue();
    const receipt = await port.refund({
      userId: user.id,
      amount: 4_00,
      kind: 'video_generation',
      description: 'Video failed',
      idempotencyKey: key(),
    });
    expect(receipt.balance).toBe(10_00);
    expect(await revenue()).toBe(before - 4_00);
    expect(await latestTransaction(user.id)).toMatchObject({ transaction_type: 'refund', category: 'video_generation' });
  });

  it('tells whether a user has any ledger activity, even once the balance is back to zero', async () => {
    const newcomer = directory.add();
    expect(await port.hasActivity(newcomer.id)).toBe(false);
    expect(await port.hasActivity(randomUUID())).toBe(false);
    const spender = await fundedUser(2_00);
    expect(await port.hasActivity(spender.id)).toBe(true);
    await port.charge({ userId: spender.id, amount: 2_00, kind: 'llm_inference', description: 'Inference', idempotencyKey: key() });
    expect(await port.balanceOf(spender.id)).toBe(0);
    expect(await port.hasActivity(spender.id)).toBe(true);
  });
});
