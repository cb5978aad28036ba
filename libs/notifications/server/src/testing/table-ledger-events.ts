import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '@bagel/db';
import type { LedgerEvents, LedgerParty, LedgerTransferEvent } from '@bagel/ports';

export type RecordedTransfer = Pick<LedgerTransferEvent, 'kind' | 'amount' | 'description'> &
  Partial<Pick<LedgerTransferEvent, 'category' | 'counterparty'>> & { from: Partial<LedgerParty>; to: Partial<LedgerParty> };

/**
 * {@link LedgerEvents} for tests, kept as the wallet keeps its outbox (its own tests prove the real one): events in a
 * table of the test database, drained oldest first with `FOR UPDATE SKIP LOCKED` in one transaction with the handler's
 * writes, and marked published in it. `record` is a transfer the ledger made.
 */
const TEST_LEDGER_CHANNEL = 'test_ledger_events';

export async function tableLedgerEvents(db: Database) {
  await db.execute(sql`create table if not exists test_ledger_outbox (
    id bigserial primary key, event jsonb not null, published_at timestamptz)`);
  const events: LedgerEvents = {
    channel: TEST_LEDGER_CHANNEL,
    async drain(handle, limit = 100) {
      return db.transaction(async (tx) => {
        const { rows } = (await tx.execute(
          sql`select id, event from test_ledger_outbox where published_at is null order by id limit ${limit} for update skip locked`,
        )) as { rows: { id: string | number; event: LedgerTransferEvent & { createdAt: string } }[] };
        if (rows.length === 0) return 0;
        await handle(
          rows.map(({ id, event }) => ({ ...event, eventId: Number(id), createdAt: new Date(event.createdAt) })),
          tx,
        );
        const ids = rows.map((row) => sql`${Number(row.id)}`);
        await tx.execute(sql`update test_ledger_outbox set published_at = now() where id in (${sql.join(ids, sql`, `)})`);
        return rows.length;
      });
    },
  };
  return {
    events,
    /** Records a transfer as the ledger's outbox would; answers its transfer id. */
    async record(transfer: RecordedTransfer): Promise<string> {
      const transferId = randomUUID();
      const party = (side: Partial<LedgerParty>): LedgerParty => ({ userId: side.userId ?? null, system: side.system ?? null });
      const event = {
        transferId,
        category: null,
        counterparty: null,
        ...transfer,
        from: party(transfer.from),
        to: party(transfer.to),
        createdAt: new Date().toISOString(),
      };
      // Announced as the wallet's trigger does, in the same transaction.
      await db.transaction(async (tx) => {
        await tx.execute(sql`insert into test_ledger_outbox (event) values (${JSON.stringify(event)}::jsonb)`);
        await tx.execute(sql`select pg_notify(${TEST_LEDGER_CHANNEL}, '')`);
      });
      return transferId;
    },
  };
}
