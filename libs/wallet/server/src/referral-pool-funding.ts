import type { LedgerResult } from './ledger-inputs';
import type { Mover } from './ledger-movement';
import type { Side } from './move-money';
import type { SystemAccount } from './wallet.schema';

/**
 * An admin moves Bagels from platform revenue into the referral pool: the only movement between two system accounts,
 * scoped by the admin's id so two admins' keys never collide.
 */
export function createReferralPoolFunding({ move }: Mover) {
  return function fundReferralPool(input: { adminId: string; amount: number; idempotencyKey: string }): Promise<LedgerResult> {
    const description = 'Referral pool funding';
    const side = (code: SystemAccount): Side => ({ account: { code }, description, counterparty: null });
    return move({
      scope: input.adminId,
      idempotencyKey: input.idempotencyKey,
      request: ['fund-referral-pool', input.amount],
      kind: 'credit',
      category: null,
      amount: input.amount,
      description,
      metadata: { admin_id: input.adminId },
      from: side('platform_revenue'),
      to: side('referral_pool'),
      subject: 'to',
    });
  };
}
