import type { Database } from '@bagel/db';
import type { LedgerPort, LedgerReceipt, UserDirectory } from '@bagel/ports';
import { createLedger, type LedgerResult } from './ledger';

const receiptOf = ({ line, balance, replayed }: LedgerResult): LedgerReceipt => ({ transactionId: line.transferId, balance, replayed });

/** The ledger as other domains may use it (see {@link LedgerPort}): thin wrappers over its own movements. */
export function createLedgerPort(db: Database, directory: UserDirectory): LedgerPort {
  const ledger = createLedger(db, directory);
  return {
    balanceOf: (userId, lockOn) => ledger.balanceOf(userId, lockOn),
    charge: async ({ kind, ...request }) => receiptOf(await ledger.charge({ ...request, category: kind })),
    pay: async ({ from, to, kind, ...request }) =>
      receiptOf(await ledger.pay({ ...request, fromUserId: from, toUserId: to, category: kind })),
    refund: async ({ kind, ...request }) => receiptOf(await ledger.refund({ ...request, ...(kind ? { category: kind } : {}) })),
    bonus: async (request, on) => receiptOf(await ledger.credit(request, on)),
    hasActivity: (userId) => ledger.hasActivity(userId),
  };
}
