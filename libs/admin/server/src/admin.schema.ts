import { jsonb, pgSchema, text, timestamp } from 'drizzle-orm/pg-core';

/** The admin domain's own PostgreSQL schema in api's database. */
export const admin = pgSchema('admin');

/**
 * Platform-wide switches an admin flips, one row per setting; a missing row means the default. Not
 * named `settings`: edge's database had an admin.settings table, and the two apps may share one database.
 */
export const platformSettings = admin.table('platform_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
