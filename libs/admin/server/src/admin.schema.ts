import { jsonb, pgSchema, text, timestamp } from 'drizzle-orm/pg-core';

/** The admin domain's own PostgreSQL schema in edge's database. */
export const admin = pgSchema('admin');

/** Platform-wide switches an admin flips, one row per setting; a missing row means the default. */
export const settings = admin.table('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
