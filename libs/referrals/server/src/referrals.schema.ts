import { sql } from 'drizzle-orm';
import { check, index, integer, pgSchema, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { REFERRAL_MAX_FRIENDS, type SocialPostStatus } from '@bagel/referrals-contract';

/**
 * The referrals domain's own PostgreSQL schema, so its tables never clash with another domain's (or the
 * other app's) when several share one database. Add tables with `referralsSchema.table(…)`, then run
 * `npx drizzle-kit generate --name <change>` from this lib's folder.
 */
export const referralsSchema = pgSchema('referrals');

/** One code per user, made on their first ask; `friends_joined` counts redemptions under the row's lock. */
export const codes = referralsSchema.table('codes', {
  userId: uuid('user_id').primaryKey(),
  code: text('code').notNull().unique('codes_code_unique'),
  friendsJoined: integer('friends_joined').notNull().default(0),
  /** Set once the ledger has paid the owner's bonus for their third friend. */
  inviterBonusPaidAt: timestamp('inviter_bonus_paid_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A user joining with a code: at most one per user (the key), at most REFERRAL_MAX_FRIENDS per code (the position is
 * unique per code and bounded), so even a bug in the locking could not pay past the cap.
 */
export const redemptions = referralsSchema.table(
  'redemptions',
  {
    inviteeId: uuid('invitee_id').primaryKey(),
    inviterId: uuid('inviter_id')
      .notNull()
      .references(() => codes.userId),
    code: text('code').notNull(),
    /** 1 for the code's first friend; the third's redemption pays the owner. */
    position: integer('position').notNull(),
    friendBonusPaidAt: timestamp('friend_bonus_paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('redemptions_inviter_position_unique').on(table.inviterId, table.position),
    check('redemptions_position_check', sql`${table.position} between 1 and ${sql.raw(String(REFERRAL_MAX_FRIENDS))}`),
  ],
);

/** A user's authorisation to post on the social network as them; tokens are sealed (`token-sealing.ts`). */
export const socialAccounts = referralsSchema.table('social_accounts', {
  userId: uuid('user_id').primaryKey(),
  networkUserId: text('network_user_id').notNull(),
  username: text('username').notNull(),
  accessToken: text('access_token').notNull(),
  refreshToken: text('refresh_token'),
  /** When the access token stops working; null when the network did not say. */
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  scope: text('scope').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** An authorisation under way: the OAuth `state` the network sends back, with its PKCE verifier; used once. */
export const oauthStates = referralsSchema.table(
  'oauth_states',
  {
    state: text('state').primaryKey(),
    userId: uuid('user_id').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('oauth_states_user_idx').on(table.userId, table.expiresAt)],
);

/** An invitation posted (or being posted) on the social network; a user's Idempotency-Key names at most one. */
export const posts = referralsSchema.table(
  'posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    referralCode: text('referral_code').notNull(),
    /** What is posted: the message, after the mention of `recipient_id` when one was given. */
    text: text('text').notNull(),
    replyTo: text('reply_to'),
    quoteTweetId: text('quote_tweet_id'),
    status: text('status').$type<SocialPostStatus>().notNull(),
    provider: text('provider').notNull(),
    networkPostId: text('network_post_id'),
    url: text('url'),
    error: text('error'),
    /** While a pending post waits out one of the network's limits: until when, and which limit (shown to the user). */
    delayedUntil: timestamp('delayed_until', { withTimezone: true, precision: 3 }),
    delayReason: text('delay_reason'),
    queueJobId: text('queue_job_id'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true, precision: 3 }),
  },
  (table) => [
    unique('posts_user_key_unique').on(table.userId, table.idempotencyKey),
    index('posts_user_code_idx').on(table.userId, table.referralCode, table.createdAt.desc()),
  ],
);

export type CodeRow = typeof codes.$inferSelect;
export type RedemptionRow = typeof redemptions.$inferSelect;
export type SocialAccountRow = typeof socialAccounts.$inferSelect;
export type OAuthStateRow = typeof oauthStates.$inferSelect;
export type PostRow = typeof posts.$inferSelect;
