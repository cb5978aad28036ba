import type { Database } from '@bagel/db';
import type { UserDirectory } from '@bagel/ports';
import { InsufficientBalanceError, InvalidFeeError, SelfPaymentError, UnknownUserError } from './ledger-errors';
import type { LedgerResult, PayInput } from './ledger-inputs';
import { checkAmount, SERVICE_SCOPE, type Mover } from './ledger-movement';
import { rememberRefusal, type Movement } from './move-money';

/**
 * A user pays another for something (an asset on the market), tagged with its category; the platform's call. Apart
 * from the other movements because of its fee: the payee then pays it to the platform in the same database transaction,
 * both lines or neither, and a replay of the key replays both.
 */
export function createUserPayment(db: Database, directory: UserDirectory, { move, openAccounts }: Mover) {
  return async function pay(input: PayInput): Promise<LedgerResult> {
    checkAmount(input.amount);
    const fee = input.fee ?? 0;
    if (!Number.isSafeInteger(fee) || fee < 0 || fee >= input.amount) throw new InvalidFeeError();
    const [payer, payee] = await directory.findUsers([input.fromUserId, input.toUserId]);
    if (payer?.id !== input.fromUserId || payee?.id !== input.toUserId) throw new UnknownUserError();
    if (payer.id === payee.id) throw new SelfPaymentError();
    const description = input.description ?? 'Payment';
    const metadata = input.metadata ?? {};
    const payment: Movement = {
      scope: SERVICE_SCOPE,
      idempotencyKey: input.idempotencyKey,
      request: ['pay', payer.id, payee.id, input.amount, fee, input.category, description, metadata],
      kind: 'payment',
      category: input.category,
      amount: input.amount,
      description,
      metadata,
      from: { account: { userId: payer.id }, description, counterparty: payee.username },
      to: { account: { userId: payee.id }, description, counterparty: payer.username },
      subject: 'from',
    };
    if (fee === 0) return move(payment);
    const feeDescription = `Platform fee: ${description}`;
    const feePayment: Movement = {
      scope: SERVICE_SCOPE,
      idempotencyKey: `${input.idempotencyKey}:fee`,
      request: ['pay-fee', payer.id, payee.id, input.amount, fee, input.category, description, metadata],
      kind: 'payment',
      category: null,
      amount: fee,
      description: feeDescription,
      metadata,
      from: { account: { userId: payee.id }, description: feeDescription, counterparty: null },
      to: { account: { code: 'platform_revenue' }, description: feeDescription, counterparty: null },
      subject: 'from',
    };
    // A failed movement aborts the transaction, so accounts are opened before it rather than on first use inside.
    await openAccounts([payer.id, payee.id]);
    try {
      return await db.transaction(async (tx) => {
        const paid = await move(payment, tx);
        await move(feePayment, tx);
        return paid;
      });
    } catch (error) {
      // The payer's balance refused it (the payee's just grew by more than the fee): the key keeps that answer.
      if (error instanceof InsufficientBalanceError) await rememberRefusal(db, payment);
      throw error;
    }
  };
}
