import { sql } from 'drizzle-orm';
import { check, index, integer, pgSchema, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { PAYMENT_STATUSES } from '@bagel/payments-contract';

/** The payments domain's own PostgreSQL schema in edge's database. */
export const payments = pgSchema('payments');

/**
 * Every card payment edge started, whichever provider took it: who pays, how much, where it stands,
 * and when its Bagels were credited. For the sandbox this row is also the processor's own record.
 */
export const cardPayments = payments.table(
  'card_payments',
  {
    /** The provider's PaymentIntent id, `pi_…`. */
    id: text('id').primaryKey(),
    clientSecret: text('client_secret').notNull(),
    /** A session user; not a foreign key, as accounts belong to another domain. */
    userId: uuid('user_id').notNull(),
    amountUsdCents: integer('amount_usd_cents').notNull(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull(),
    provider: text('provider', { enum: ['stripe', 'sandbox'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    creditedAt: timestamp('credited_at', { withTimezone: true }),
  },
  (table) => [
    index('card_payments_user_id_idx').on(table.userId),
    uniqueIndex('card_payments_client_secret_key').on(table.clientSecret),
    check('card_payments_amount_check', sql`${table.amountUsdCents} > 0`),
    check(
      'card_payments_status_check',
      sql`${table.status} in ('requires_payment_method', 'processing', 'succeeded', 'canceled', 'failed')`,
    ),
  ],
);
