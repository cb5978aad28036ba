import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, pgSchema, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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

/** Failed sign-ins inside the rate-limit window, counted per account and per client address. */
export const signInFailures = accountSchema.table(
  'sign_in_failures',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** `user:<id>` for an existing account (username and email share one count), else `login:<lowercased login>`. */
    accountKey: text('account_key').notNull(),
    ip: text('ip').notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('sign_in_failures_account_idx').on(table.accountKey, table.failedAt),
    index('sign_in_failures_ip_idx').on(table.ip, table.failedAt),
  ],
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
