import { sql } from 'drizzle-orm';
import { check, index, integer, pgSchema, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ROLES } from '@bagel/contract';

/**
 * The api-keys domain owns its own PostgreSQL schema, so api's tables never clash with edge's
 * (or another domain's) even when both apps are pointed at one database.
 */
export const apiKeysSchema = pgSchema('api_keys');

/** The platform's mirror of edge's accounts: edge provisions every user here with the service key. */
export const users = apiKeysSchema.table(
  'users',
  {
    id: uuid('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    /** edge's role, pushed with every change: api refuses waitlisted users' money-moving calls with it. */
    role: text('role', { enum: ROLES }).notNull().default('user'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_username_lower_key').on(sql`lower(${table.username})`),
    uniqueIndex('users_email_lower_key').on(sql`lower(${table.email})`),
    check('users_role_check', sql`${table.role} in (${sql.raw(ROLES.map((role) => `'${role}'`).join(', '))})`),
  ],
);

/**
 * Keys are looked up by their SHA-256 hash; the encrypted copy lets the owner see the key again.
 * Revoked keys stay for the record; at most one key per user is active.
 */
export const apiKeys = apiKeysSchema.table(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    keyHash: text('key_hash').notNull().unique('api_keys_key_hash_key'),
    keyCiphertext: text('key_ciphertext').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('api_keys_one_active_per_user')
      .on(table.userId)
      .where(sql`revoked_at is null`),
    index('api_keys_user_id_idx').on(table.userId),
  ],
);

/**
 * Requests counted per caller in fixed windows (the per-key rate limit), in the database so every api process
 * counts into one window. A row whose window has ended is restarted by the next request, or swept.
 */
export const requestCounters = apiKeysSchema.table('request_counters', {
  /** Whose requests: `user:<id>`. */
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
});
