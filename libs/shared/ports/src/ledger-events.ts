import type { PaymentCategory } from '@bagel/contract';
import type { Database } from '@bagel/db';
import type { Hundredths } from './ledger-port';

/** One side of a transfer: a user's account, or a system account (payments clearing, referral pool, …) by its code. */
export interface LedgerParty {
  userId: string | null;
  system: string | null;
}

/** A transfer the ledger made, as its outbox recorded it in the same statement. */
export interface LedgerTransferEvent {
  /** The outbox's order: increasing with time. */
  eventId: number;
  transferId: string;
  /** The ledger's transfer kind: transfer, deposit, credit, refund, payment, … */
  kind: string;
  category: PaymentCategory | null;
  amount: Hundredths;
  /** What the history shows for it. */
  description: string;
  from: LedgerParty;
  to: LedgerParty;
  /**
   * Who the receiving side's statement line names as the other party, as the ledger wrote it with the transfer: a
   * user-to-user transfer's sender by the username they had then. Null where the line names no one.
   */
  counterparty: string | null;
  createdAt: Date;
}

/** The ledger's outbox, for a publisher in another domain (notifications). */
export interface LedgerEvents {
  /** Announced (NOTIFY, no payload) when events are written, so a publisher drains them without asking every second. */
  readonly channel: string;
  /**
   * Hands up to `limit` unpublished events, oldest first, to `handle` inside one transaction and marks them published
   * in it; events another process is handling are skipped. What `handle` writes on `on` commits with the marking, so
   * each event is handled exactly once. Resolves to how many were handled.
   */
  drain(handle: (events: LedgerTransferEvent[], on: Database) => Promise<void>, limit?: number): Promise<number>;
}
