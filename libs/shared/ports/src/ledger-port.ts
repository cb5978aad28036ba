import type { PaymentCategory } from '@bagel/contract';
import type { Database } from '@bagel/db';

/** Hundredths of a Bagel: a positive safe integer for amounts, the ledger's own unit (bigint in the database). */
export type Hundredths = number;

/** What a user pays the platform or another user for: a spending category of the transaction summary (spec §3, §5). */
export type ChargeKind = Exclude<PaymentCategory, 'other'>;

/** What the transaction names besides its amount; each field is shown as the transaction's field of the same name. */
export type LedgerMetadata = {
  asset_name?: string;
  buyer_id?: string;
  seller_id?: string;
  pod_id?: string;
  dataset_id?: string;
};

interface MovementRequest {
  amount: Hundredths;
  /** What the history shows for it, e.g. 'Fine-tuning llama-ft'. */
  description: string;
  /**
   * Replaying a key answers the first result and moves nothing; the same key with a different request is
   * a 409. Keys of every platform caller share one space: prefix them with what they are for
   * (`fine-tune:<job id>`, `deployment-hour:<pod id>:<hour>`).
   */
  idempotencyKey: string;
  metadata?: LedgerMetadata;
}

/** A user pays the platform (its revenue account). */
export interface ChargeRequest extends MovementRequest {
  userId: string;
  kind: ChargeKind;
}

/** A user pays another user, e.g. for an asset bought on the market. */
export interface PaymentRequest extends MovementRequest {
  /** The payer's user id. */
  from: string;
  /** The payee's user id. */
  to: string;
  kind: ChargeKind;
  /**
   * The platform's share of `amount` (hundredths, below it), which the payee pays on to the platform in the same
   * database transaction: the payee's history shows the payment and the fee as two lines.
   */
  fee?: Hundredths;
}

/** The platform gives (part of) a charge back. */
export interface RefundRequest extends MovementRequest {
  userId: string;
  /** The kind of the charge being refunded. */
  kind?: ChargeKind;
}

/** The platform gives a user Bagels from the referral pool (a referral bonus). */
export interface BonusRequest extends MovementRequest {
  userId: string;
}

export interface LedgerReceipt {
  transactionId: string;
  /** The paying (for a refund: the refunded) user's balance right after; for a replay, as it was then. */
  balance: Hundredths;
  /** True when the idempotency key had already been applied and this is its first result. */
  replayed: boolean;
}

/**
 * What other domains may do with money (the wallet domain implements it). Each call is one ledger
 * movement (a `pay` with a fee two, in one database transaction), applied once per idempotency key. Failures are HttpErrors a route may let through: 404 for
 * an unknown user, 422 'Insufficient balance' (nothing moves), 409 for a key reused with another request.
 *
 * A hold (a fine-tune's estimate) is a `charge` when the work starts and a `refund` of the unused part when it ends:
 * the user sees both, and the summary counts the refund against the charge's category.
 */
export interface LedgerPort {
  /**
   * 0 for a user who never had an account. With `lockOn`, the caller's transaction, the user's account stays locked
   * until it ends: none of their money moves meanwhile, and callers that decide on the balance this way take turns
   * (deploys weigh it against what live deployments have reserved).
   */
  balanceOf(userId: string, lockOn?: Database): Promise<Hundredths>;
  /** Several users' balances in one read (a page of the admin's user list); a user without an account is absent. */
  balancesOf(userIds: readonly string[]): Promise<Map<string, Hundredths>>;
  charge(request: ChargeRequest): Promise<LedgerReceipt>;
  /** The amount goes to the payee, who pays any fee on to the platform; the receipt's balance is the payer's. */
  pay(request: PaymentRequest): Promise<LedgerReceipt>;
  refund(request: RefundRequest): Promise<LedgerReceipt>;
  /**
   * Paid from the referral pool, which never goes below 0: a bonus it cannot cover is a 422 and moves nothing. The
   * history shows it as a credit. With `on`, the caller's transaction, it commits or rolls back with the caller's own
   * writes; the caller then vouches that the user exists.
   */
  bonus(request: BonusRequest, on?: Database): Promise<LedgerReceipt>;
  /** True when the user has any ledger entry or a balance other than zero: their account must not be deleted. */
  hasActivity(userId: string): Promise<boolean>;
}
