import { and, eq, sql } from 'drizzle-orm';
import type { PaymentStatus } from '@bagel/payments-contract';
import type { Database } from '@bagel/db';
import { cardPayments } from './payments.schema';

export type CardPayment = typeof cardPayments.$inferSelect;
export type NewCardPayment = typeof cardPayments.$inferInsert;

export async function insertCardPayment(db: Database, payment: NewCardPayment): Promise<void> {
  await db.insert(cardPayments).values(payment);
}

export async function findCardPayment(db: Database, id: string): Promise<CardPayment | undefined> {
  const [row] = await db.select().from(cardPayments).where(eq(cardPayments.id, id));
  return row;
}

export async function findUsersCardPayment(db: Database, id: string, userId: string): Promise<CardPayment | undefined> {
  const [row] = await db
    .select()
    .from(cardPayments)
    .where(and(eq(cardPayments.id, id), eq(cardPayments.userId, userId)));
  return row;
}

/** The payment's row, locked until the transaction ends: one crediting of a payment at a time. */
export async function lockCardPayment(tx: Database, id: string): Promise<CardPayment | undefined> {
  const [row] = await tx.select().from(cardPayments).where(eq(cardPayments.id, id)).for('update');
  return row;
}

export async function findCardPaymentByClientSecret(db: Database, clientSecret: string): Promise<CardPayment | undefined> {
  const [row] = await db.select().from(cardPayments).where(eq(cardPayments.clientSecret, clientSecret));
  return row;
}

/** A credited payment keeps its status: a late, out-of-order event never moves it back. */
export async function updateCardPaymentStatus(db: Database, id: string, status: PaymentStatus): Promise<void> {
  await db
    .update(cardPayments)
    .set({ status })
    .where(and(eq(cardPayments.id, id), sql`${cardPayments.creditedAt} is null`));
}

/** Idempotent: the first crediting sets the time, a later one changes nothing. */
export async function markCardPaymentCredited(db: Database, id: string): Promise<void> {
  await db
    .update(cardPayments)
    .set({ status: 'succeeded', creditedAt: sql`coalesce(${cardPayments.creditedAt}, now())` })
    .where(eq(cardPayments.id, id));
}
