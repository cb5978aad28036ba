import type { Database } from '@bagel/db';
import type { LedgerPort, LedgerReceipt, UserDirectory } from '@bagel/ports';
import { createLedger, type LedgerResult } from './ledger';
import { refusingOverHttp } from './ledger-http-errors';

const receiptOf = ({ line, balance, replayed }: LedgerResult): LedgerReceipt => ({ transactionId: line.transferId, balance, replayed });

/**
 * The ledger as other domains may use it (see {@link LedgerPort}): thin wrappers over its own movements, whose refusals
 * reach those domains as the HttpErrors their routes let through.
 */
export function createLedgerPort(db: Database, directory: UserDirectory): LedgerPort {
  const ledger = createLedger(db, directory);
  return {
    balanceOf: (userId, lockOn) => ledger.balanceOf(userId, lockOn),
    balancesOf: (userIds) => ledger.balancesOf(userIds),
    charge: async ({ kind, ...request }) => receiptOf(await refusingOverHttp(ledger.charge({ ...request, category: kind }))),
    pay: async ({ from, to, kind, ...request }) =>
      receiptOf(await refusingOverHttp(ledger.pay({ ...request, fromUserId: from, toUserId: to, category: kind }))),
    refund: async ({ kind, ...request }) =>
      receiptOf(await refusingOverHttp(ledger.refund({ ...request, ...(kind ? { category: kind } : {}) }))),
    bonus: async (request, on) => receiptOf(await refusingOverHttp(ledger.credit(request, on))),
    hasActivity: (userId) => ledger.hasActivity(userId),
  };
}
