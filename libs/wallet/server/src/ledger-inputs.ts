import type { PaymentCategory } from '@bagel/contract';
import type { LedgerLine } from './ledger-line';

/** The result of a money-moving call, for the user it was about. Amounts are hundredths of a Bagel. */
export interface LedgerResult {
  line: LedgerLine;
  /** That user's balance right after the transfer (for a replay: as it was then). */
  balance: number;
  /** True when the idempotency key had already been applied and this is its first result. */
  replayed: boolean;
}

export interface MovementInput {
  /** Hundredths of a Bagel, a positive whole number. */
  amount: number;
  idempotencyKey: string;
  description?: string;
  metadata?: Record<string, unknown>;
}

export interface ChargeInput extends MovementInput {
  userId: string;
  category: PaymentCategory;
}
export interface RefundInput extends MovementInput {
  userId: string;
  /** The category of the payment being refunded, when there is one. */
  category?: PaymentCategory;
}
export interface CreditInput extends MovementInput {
  userId: string;
}
export interface DepositInput extends MovementInput {
  userId: string;
  source: 'card' | 'demo_grant';
}
export interface PayInput extends MovementInput {
  fromUserId: string;
  toUserId: string;
  category: PaymentCategory;
  /** Hundredths the platform keeps of the amount, taken from the payee in the same database transaction. */
  fee?: number;
}
export interface TransferInput {
  fromUserId: string;
  /** The recipient's user id or username. */
  to: string;
  amount: number;
  idempotencyKey: string;
}
