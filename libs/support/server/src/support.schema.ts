import { index, pgSchema, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** The support domain's own PostgreSQL schema (see api-keys' for why). */
export const support = pgSchema('support');

/**
 * What users send through the Contact Us sheet. `user_id` is the sender as the API key proved it;
 * there is no foreign key because users belong to the api-keys domain.
 */
export const contactMessages = support.table(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('contact_messages_user_id_idx').on(table.userId, table.createdAt)],
);
