import type { PaymentCategory } from '@bagel/contract';
import type { Database } from '@bagel/db';
import { findUserById, type UserDirectory } from '@bagel/ports';
import { UnknownUserError } from './ledger-errors';
import type { ChargeInput, CreditInput, DepositInput, LedgerResult, MovementInput, RefundInput } from './ledger-inputs';
import { SERVICE_SCOPE, type Mover } from './ledger-movement';
import type { Side } from './move-money';
import type { SystemAccount, TransferKind } from './wallet.schema';

/**
 * Movements between one user and a system account (deposits, credits, refunds, charges): they share their shape, the
 * service's idempotency scope and the check that the user exists, and differ only in the account and direction.
 */
export function createSystemMovements(db: Database, directory: UserDirectory, { move, openAccounts }: Mover) {
  /**
   * On a caller's transaction (`on`) the caller vouches for the user: asking the directory outside it would wait for it
   * to end on PGlite's one session.
   */
  async function withSystem(
    kind: TransferKind,
    system: SystemAccount,
    input: MovementInput & { userId: string; category?: PaymentCategory },
    defaultDescription: string,
    on: Database = db,
  ): Promise<LedgerResult> {
    let userId = input.userId;
    if (on === db) {
      const user = await findUserById(directory, input.userId);
      if (!user) throw new UnknownUserError();
      userId = user.id;
    } else await openAccounts([userId], on);
    const description = input.description ?? defaultDescription;
    const userSide: Side = { account: { userId }, description, counterparty: null };
    const systemSide: Side = { account: { code: system }, description, counterparty: null };
    const toUser = kind !== 'payment' && kind !== 'withdrawal';
    const metadata = input.metadata ?? {};
    return move(
      {
        scope: SERVICE_SCOPE,
        idempotencyKey: input.idempotencyKey,
        request: [kind, system, userId, input.amount, input.category ?? null, description, metadata],
        kind,
        category: input.category ?? null,
        amount: input.amount,
        description,
        metadata,
        from: toUser ? systemSide : userSide,
        to: toUser ? userSide : systemSide,
        subject: toUser ? 'to' : 'from',
      },
      on,
    );
  }

  return {
    /** A user pays the platform for something, tagged with its category. */
    charge: (input: ChargeInput) => withSystem('payment', 'platform_revenue', input, 'Payment'),
    /** The platform gives back (part of) a payment. */
    refund: (input: RefundInput) => withSystem('refund', 'platform_revenue', input, 'Refund'),
    /** A bonus, paid from the referral pool (never below 0: refused when it cannot cover it); `on`: the caller's transaction. */
    credit: (input: CreditInput, on?: Database) => withSystem('credit', 'referral_pool', input, 'Bonus', on),
    /** Bagels bought by card (from payments clearing) or granted for the demo. */
    deposit: ({ source, ...input }: DepositInput) =>
      withSystem(
        'deposit',
        source === 'card' ? 'payments_clearing' : 'demo_grants',
        { ...input, metadata: { ...input.metadata, source } },
        source === 'card' ? 'Bagels purchase' : 'Demo grant',
      ),
  };
}
