import { sql, type SQL } from 'drizzle-orm';
import { EMPTY_TRANSACTION_SUMMARY, type TransactionType } from '@bagel/transactions-contract';
import { containsPattern, type Database } from '@bagel/db';
import { HttpError } from '@bagel/server-kit';
import { lineFromRow, type LedgerLine, type LineRow, type SpendingSummary } from './ledger-line';

export interface HistoryFilters {
  type?: TransactionType;
  /** YYYY-MM-DD, inclusive, UTC. */
  from?: string;
  to?: string;
  /** Part of the transaction id or the description, case-insensitive. */
  q?: string;
  /** The `nextCursor` of the previous page. */
  cursor?: string;
  limit: number;
}

export interface HistoryPage {
  lines: LedgerLine[];
  summary: SpendingSummary;
  nextCursor: string | null;
}

export const rowsOf = async <T>(db: Database, query: SQL): Promise<T[]> => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** The statement line columns, for `entries e join transfers t`. */
export const LINE_COLUMNS = sql`e.transfer_id, e.id as entry_id, (extract(epoch from e.created_at) * 1000000)::bigint as micros,
  t.kind, e.transaction_type, e.amount, e.description, e.counterparty, t.category, t.metadata`;

/** Opaque to clients: the (created_at, entry id) of the last line of a page. */
const encodeCursor = (line: LineRow) => Buffer.from(`${line.micros}:${line.entry_id}`).toString('base64url');

function decodeCursor(cursor: string): { micros: string; entryId: string } {
  const match = /^(\d{1,18}):(\d{1,18})$/.exec(Buffer.from(cursor, 'base64url').toString());
  if (!match) throw new HttpError(400, 'cursor is not valid', 'cursor');
  return { micros: match[1] as string, entryId: match[2] as string };
}

function conditions(filters: HistoryFilters): SQL[] {
  const where: SQL[] = [];
  if (filters.type) where.push(sql`e.transaction_type = ${filters.type}`);
  if (filters.from) where.push(sql`e.created_at >= (${filters.from}::date)::timestamp at time zone 'UTC'`);
  if (filters.to) where.push(sql`e.created_at < (${filters.to}::date + 1)::timestamp at time zone 'UTC'`);
  if (filters.q) {
    const pattern = containsPattern(filters.q);
    where.push(sql`(e.description ilike ${pattern} escape '\\' or e.transfer_id::text ilike ${pattern} escape '\\')`);
  }
  if (filters.cursor) {
    const { micros, entryId } = decodeCursor(filters.cursor);
    where.push(sql`(e.created_at, e.id) < (timestamptz 'epoch' + ${micros}::bigint * interval '1 microsecond', ${entryId}::bigint)`);
  }
  return where;
}

/** One page of the user's lines, newest first, by keyset over the account's history index. */
export async function findHistoryPage(
  db: Database,
  userId: string,
  filters: HistoryFilters,
): Promise<{ lines: LedgerLine[]; nextCursor: string | null }> {
  const where = [sql`e.account_id = (select id from wallet.accounts where user_id = ${userId})`, ...conditions(filters)];
  const rows = await rowsOf<LineRow>(
    db,
    sql`select ${LINE_COLUMNS}
      from wallet.entries e join wallet.transfers t on t.id = e.transfer_id
      where ${sql.join(where, sql` and `)}
      order by e.created_at desc, e.id desc
      limit ${filters.limit + 1}`,
  );
  const page = rows.slice(0, filters.limit);
  const last = page.at(-1);
  return { lines: page.map(lineFromRow), nextCursor: rows.length > filters.limit && last ? encodeCursor(last) : null };
}

/**
 * Read from the account's running totals, which every debit keeps up to date, less what the platform refunded of
 * each category (a fine-tune's unused estimate): a category's total is what the user paid for it in the end.
 * Refunds are few, so summing them here costs less than a second running total per category: a user's refund lines
 * are the ones of type 'refund' (LINE_TYPES), which a partial index finds without reading the rest of the history.
 */
export async function findSpendingSummary(db: Database, userId: string): Promise<SpendingSummary> {
  const [row] = await rowsOf<Record<keyof SpendingSummary, number | string>>(
    db,
    sql`with refunded as (
        select coalesce(sum(e.amount) filter (where t.category = 'fine_tuning'), 0) as fine_tuning,
          coalesce(sum(e.amount) filter (where t.category = 'llm_inference'), 0) as llm_inference,
          coalesce(sum(e.amount) filter (where t.category = 'image_generation'), 0) as image_generation,
          coalesce(sum(e.amount) filter (where t.category = 'video_generation'), 0) as video_generation,
          coalesce(sum(e.amount) filter (where t.category = 'asset_purchase'), 0) as asset_purchase
        from wallet.entries e join wallet.transfers t on t.id = e.transfer_id
        where e.account_id = (select id from wallet.accounts where user_id = ${userId}) and e.transaction_type = 'refund'
      )
      select greatest(spent_video_generation - r.video_generation, 0) as total_cost_video_generations,
        greatest(spent_image_generation - r.image_generation, 0) as total_cost_image_generations,
        greatest(spent_fine_tuning - r.fine_tuning, 0) as total_cost_fine_tuning,
        greatest(spent_llm_inference - r.llm_inference, 0) as total_cost_llm_inference,
        greatest(spent_asset_purchase - r.asset_purchase, 0) as total_cost_asset_purchase,
        spent_other as other_costs, spent_transferred as total_token_transferred
      from wallet.accounts, refunded r where user_id = ${userId}`,
  );
  if (!row) return { ...EMPTY_TRANSACTION_SUMMARY };
  return Object.fromEntries(Object.entries(row).map(([field, value]) => [field, Number(value)])) as SpendingSummary;
}
