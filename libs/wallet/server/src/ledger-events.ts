import { sql } from 'drizzle-orm';
import type { PaymentCategory } from '@bagel/contract';
import type { Database } from '@bagel/db';
import type { LedgerEvents, LedgerParty, LedgerTransferEvent } from '@bagel/ports';
import { rowsOf } from './history.repository';

interface OutboxRow {
  id: string | number;
  payload: {
    transfer_id: string;
    kind: string;
    category: PaymentCategory | null;
    amount: string | number;
    from: { user_id: string | null; code: string | null };
    to: { user_id: string | null; code: string | null };
  };
  description: string;
  counterparty: string | null;
  created_at: string | Date;
}

const partyOf = (side: { user_id: string | null; code: string | null }): LedgerParty => ({ userId: side.user_id, system: side.code });

const eventOf = (row: OutboxRow): LedgerTransferEvent => ({
  eventId: Number(row.id),
  transferId: row.payload.transfer_id,
  kind: row.payload.kind,
  category: row.payload.category,
  amount: Number(row.payload.amount),
  description: row.description,
  from: partyOf(row.payload.from),
  to: partyOf(row.payload.to),
  counterparty: row.counterparty,
  createdAt: new Date(row.created_at),
});

/** Where an insert into the outbox is announced (migration 0004_announce_outbox). */
export const LEDGER_EVENTS_CHANNEL = 'ledger_events';

/**
 * The ledger's outbox as {@link LedgerEvents}. `move_money` writes an event with every transfer; a publisher drains
 * them here with `FOR UPDATE SKIP LOCKED`, so several api processes share the work and none handles an event twice.
 */
export function createLedgerEvents(db: Database): LedgerEvents {
  return {
    channel: LEDGER_EVENTS_CHANNEL,
    async drain(handle, limit = 100) {
      return db.transaction(async (tx) => {
        const rows = await rowsOf<OutboxRow>(
          tx,
          sql`
          select o.id, o.payload, t.description, received.counterparty, o.created_at
          from wallet.outbox o
          join wallet.transfers t on t.id = (o.payload ->> 'transfer_id')::uuid
          join wallet.entries received on received.transfer_id = t.id and received.amount > 0
          where o.published_at is null and o.topic = 'ledger.transfer'
          order by o.id
          limit ${limit}
          for update of o skip locked`,
        );
        if (rows.length === 0) return 0;
        await handle(rows.map(eventOf), tx);
        const ids = rows.map((row) => Number(row.id));
        await tx.execute(
          sql`update wallet.outbox set published_at = now() where id in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})`,
        );
        return rows.length;
      });
    },
  };
}
