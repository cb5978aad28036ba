import type { Database } from '@bagel/db';
import type { UserDirectory } from '@bagel/ports';
import { createLedgerReads } from './ledger-reads';
import { createMover } from './ledger-movement';
import { createReferralPoolFunding } from './referral-pool-funding';
import { createSystemMovements } from './system-movements';
import { createUserPayment } from './user-payment';
import { createUserTransfer } from './user-transfer';

export type { ChargeInput, CreditInput, DepositInput, LedgerResult, PayInput, RefundInput, TransferInput } from './ledger-inputs';

export type Ledger = ReturnType<typeof createLedger>;

/**
 * The double-entry ledger. Every movement is one call of wallet.move_money, which claims the idempotency key, locks
 * both accounts in id order, checks the debit side and writes the balances, the transfer, its two entries and its
 * outbox event, all in one statement. Refusals are the LedgerErrors of
 * ledger-errors.ts, which servers answer as ledger-http-errors.ts says.
 */
export function createLedger(db: Database, directory: UserDirectory) {
  const mover = createMover(db);
  return {
    ...createSystemMovements(db, directory, mover),
    pay: createUserPayment(db, directory, mover),
    transfer: createUserTransfer(directory, mover),
    fundReferralPool: createReferralPoolFunding(mover),
    ...createLedgerReads(db),
  };
}
