import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, integer, pgSchema, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ROLES } from '@bagel/contract';

/** edge's account data lives in its own PostgreSQL schema, so it never clashes with api's tables in a shared database. */
export const accountSchema = pgSchema('account');

/** The accounts people sign in with; api holds a mirror (id, username, email) provisioned with the service key. */
export const users = accountSchema.table(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    image: text('image'),
    imageUrl: text('image_url'),
    role: text('role', { enum: ROLES }).notNull().default('user'),
    passwordHash: text('password_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_username_lower_key').on(sql`lower(${table.username})`),
    uniqueIndex('users_email_lower_key').on(sql`lower(${table.email})`),
    check('users_role_check', sql`${table.role} in ('user', 'admin', 'waitlist')`),
  ],
);

/** One row per sign-in. The cookie carries a random token; only its SHA-256 is stored, so a leaked table signs nobody in. */
export const sessions = accountSchema.table(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId), index('sessions_expires_at_idx').on(table.expiresAt)],
);

/**
 * Rate-limit counters (sign-ups per address; sign-in attempts per account and address, per address, per account).
 * An attempt is counted before the work it pays for, in one upsert, so parallel attempts cannot all slip under
 * the limit; a window starts with its first attempt and ends at `resets_at`.
 */
export const attemptCounters = accountSchema.table(
  'attempt_counters',
  {
    /** What is counted, e.g. `sign-in:address:203.0.113.7`. */
    bucket: text('bucket').primaryKey(),
    hits: integer('hits').notNull(),
    resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('attempt_counters_resets_at_idx').on(table.resetsAt)],
);

export const userPreferences = accountSchema.table('user_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  referralModalDismissed: boolean('referral_modal_dismissed').notNull().default(false),
  referralModalLastShown: timestamp('referral_modal_last_shown', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The referral code a visitor signed up with, kept until the web app's referral flow redeems it on api. */
export const referralStash = accountSchema.table('referral_stash', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  referralCode: text('referral_code').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The demo users' first Bagels, written in the seed's transaction and crossed off once api has
 * credited them: a crash in between leaves the row pending, and the next start grants it again under
 * the same idempotency key, which api applies once.
 */
export const demoGrants = accountSchema.table('demo_grants', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  grantedAt: timestamp('granted_at', { withTimezone: true }),
});

/**
 * Every change of a role, written in the transaction that makes it: who changed whose role, from what to what, and
 * when. A user moving themself to the waitlist (the failed-referral flow) is their own actor. Kept when the actor's
 * account goes; gone with the user's.
 */
export const roleChanges = accountSchema.table(
  'role_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    fromRole: text('from_role', { enum: ROLES }).notNull(),
    toRole: text('to_role', { enum: ROLES }).notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('role_changes_changed_at_idx').on(table.changedAt)],
);
