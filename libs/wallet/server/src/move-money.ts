import { createHash, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { PaymentCategory } from '@bagel/contract';
import type { Database } from '@bagel/db';
import { rowsOf } from './history.repository';
import { LINE_TYPES, type LineRow } from './ledger-line';
import { idempotencyKeys, type SystemAccount, type TransferKind } from './wallet.schema';

export type AccountRef = { userId: string } | { code: SystemAccount };

export interface Side {
  account: AccountRef;
  description: string;
  counterparty: string | null;
}

export interface Movement {
  /** Whose keys these are: the sending user, or 'service' for the platform's own calls. */
  scope: string;
  idempotencyKey: string;
  /** What the caller asked for; the same key with a different request is refused. */
  request: unknown[];
  kind: TransferKind;
  category: PaymentCategory | null;
  amount: number;
  description: string;
  metadata: Record<string, unknown>;
  from: Side;
  to: Side;
  /** Whose line and balance the call answers with. */
  subject: 'from' | 'to';
}

/** The SQLSTATEs wallet.move_money raises (see its migrations); a short balance is an answer, not an error (0003). */
export const ACCOUNTS_TO_OPEN = 'BGL01';
export const KEY_REUSED = 'BGL03';

/** Which running total (a spent_* column) a user's debit adds to: the summary buckets of the transaction history. */
function spendingBucket(kind: TransferKind, category: PaymentCategory | null): string {
  if (kind === 'transfer') return 'transferred';
  if (kind === 'payment' && category) return category;
  return 'other';
}

const requestHash = (request: unknown[]) => createHash('sha256').update(JSON.stringify(request)).digest('hex');

export const userOf = (ref: AccountRef) => ('userId' in ref ? ref.userId : null);
const codeOf = (ref: AccountRef) => ('code' in ref ? ref.code : null);

/**
 * The statement line wallet.move_money answers with, and the subject's balance right after; or, when the key's answer
 * is a refusal (now or stored from its first call), `refused` and no line.
 */
export type MovedRow = LineRow & { replayed: boolean; refused: 'insufficient_balance' | null; balance: number | string };

/**
 * Calls wallet.move_money (its migrations hold the mechanics and why they are one statement): one
 * round trip claims the key, locks, checks and writes, or records the key's refusal, or rolls all of it back with a
 * BGL0x code.
 */
export function moveMoney(db: Database, movement: Movement): Promise<MovedRow[]> {
  const { from, to, kind, category, amount } = movement;
  const lineType = LINE_TYPES[kind];
  return rowsOf<MovedRow>(
    db,
    sql`select * from wallet.move_money(
      p_scope => ${movement.scope}, p_key => ${movement.idempotencyKey}, p_request_hash => ${requestHash(movement.request)},
      p_transfer_id => ${randomUUID()}::uuid, p_kind => ${kind}, p_category => ${category}, p_amount => ${amount}::bigint,
      p_description => ${movement.description}, p_metadata => ${JSON.stringify(movement.metadata)}::jsonb,
      p_from_user => ${userOf(from.account)}::uuid, p_from_code => ${codeOf(from.account)}, p_from_type => ${lineType.out},
      p_from_description => ${from.description}, p_from_counterparty => ${from.counterparty},
      p_to_user => ${userOf(to.account)}::uuid, p_to_code => ${codeOf(to.account)}, p_to_type => ${lineType.in},
      p_to_description => ${to.description}, p_to_counterparty => ${to.counterparty},
      p_subject_is_from => ${movement.subject === 'from'}, p_spending_bucket => ${spendingBucket(kind, category)})`,
  );
}

/**
 * Stores a refusal as the key's answer, as move_money does, after the caller's transaction rolled it back with the
 * movement (a payment with its fee stands or falls as one). A key that got another answer meanwhile keeps that one.
 */
export async function rememberRefusal(db: Database, movement: Movement): Promise<void> {
  await db
    .insert(idempotencyKeys)
    .values({
      scope: movement.scope,
      key: movement.idempotencyKey,
      requestHash: requestHash(movement.request),
      response: { refused: 'insufficient_balance' },
    })
    .onConflictDoNothing();
}
