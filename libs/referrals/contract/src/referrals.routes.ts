import * as v from 'valibot';
import { defineRoute, IsoDateTime, ReferralCode, UserId } from '@bagel/contract';

/** Spec §9, in Bagels: each friend who joins with a code gets 125; its owner gets 375 once 3 friends have joined. */
export const REFERRAL_BONUSES = { friend: 125, inviter: 375, friendsForInviterBonus: 3 } as const;

/** How many friends one code can bring in: the cap per code that keeps the referral pool from being drained by one link. */
export const REFERRAL_MAX_FRIENDS = 10;

/** A code is redeemed by a new account: one signed up at most this many days before it redeems. */
export const REFERRAL_REDEEM_WITHIN_DAYS = 7;

/** Spec §2, §8 and §9's texts of the referral pop-ups and the /invite page. */
export const REFERRAL_TEXTS = {
  shareTitle: 'Share Bagel',
  shareLink: 'Get started now',
  shareBody: 'Share Bagel with 3 friends to earn $15 (375 Bagels). Each friend gets $5 (125 Bagels).',
  dontShowAgain: "Don't show this again",
  bonusTitle: 'Bonus Assigned!',
  /** Spec §9: a fixed $5, then the 15 to come. */
  bonusBody: 'You received $5 (125 Bagels) for joining with a friend’s code. Share Bagel with 3 friends to earn $15 more.',
  bonusRefresh: 'Refresh to see updated balance',
  bonusFailedTitle: 'Bonus Assignment Failed',
  bonusFailedBody:
    'We encountered an issue: Invalid code or reached maximum limit of invites. Please try again later or contact support if the problem persists.',
  goToWaitlist: 'Go to Waitlist',
  validateFailed: 'Validation failed',
} as const;

/** What the server answers a code it will not take, whatever the reason (unknown, used up, the user's own). */
export const REFERRAL_INVALID = 'Invalid code or reached maximum limit of invites';

/** The caller's own code and how far it has come. */
export const ReferralProgress = v.object({
  referral_code: v.string(),
  /** Friends who joined with it (at most REFERRAL_MAX_FRIENDS). */
  friends_joined: v.number(),
  friends_for_bonus: v.number(),
  max_friends: v.number(),
  friend_bonus: v.number(),
  inviter_bonus: v.number(),
  /** Whether the 375 Bagels for 3 friends have been paid. */
  inviter_bonus_paid: v.boolean(),
  /** Whose code brought the caller in, if any. */
  joined_with: v.nullable(v.string()),
});
export type ReferralProgress = v.InferOutput<typeof ReferralProgress>;

/** Spec §7: answers the caller's code, made on first call and the same ever after. */
export const generateReferralCode = defineRoute({
  method: 'GET',
  path: '/api/v1/referral/generate',
  summary: "The caller's referral code (made on first call) and how many friends have joined with it",
  tag: 'referrals',
  access: 'user',
  response: ReferralProgress,
});

export const ReferralRedemption = v.object({
  referral_code: v.string(),
  valid: v.literal(true),
  /** Bagels the caller received (125). */
  bonus: v.number(),
  /** True when the caller had redeemed this code before: nothing was paid again. */
  replayed: v.boolean(),
});
export type ReferralRedemption = v.InferOutput<typeof ReferralRedemption>;

/**
 * Spec §4's post-login flow validates the code a new user signed up with: a valid one is redeemed there and then (the
 * caller's 125 Bagels, and the owner's 375 at the third friend, from the referral pool, each once). Redeeming the same
 * code again answers the first result; any code the caller may not use is a 422 {@link REFERRAL_INVALID}.
 */
export const validateReferralCode = defineRoute({
  method: 'GET',
  path: '/api/v1/referral/validate',
  summary: 'Validate a referral code for the caller and pay its bonuses (once per user)',
  tag: 'referrals',
  access: 'user',
  query: v.object({ referral_code: ReferralCode }),
  errors: [422],
  response: ReferralRedemption,
});

/** Spec §7's `{social}`: the social network invitations are posted on. */
export const SOCIAL_SEGMENT = 'x';
export const SOCIAL_NAME = 'X';

/** X's limit for one post. */
export const SOCIAL_POST_MAX_CHARS = 280;

export const SOCIAL_POST_STATUSES = ['pending', 'completed', 'failed'] as const;
export type SocialPostStatus = (typeof SOCIAL_POST_STATUSES)[number];

/** Why a post failed when the user must authorise the social account (spec §8) before trying again. */
export const SOCIAL_AUTH_REQUIRED = 'authorization_required';

const OptionalPostId = (field: string) =>
  v.optional(
    v.nullable(v.pipe(v.string(`${field} must be text`), v.regex(/^\d{1,19}$/, `${field} must be the numeric id of a post`))),
    null,
  );

export const SocialPostRequest = v.object({
  message: v.pipe(
    v.string('message is required'),
    v.trim(),
    v.nonEmpty('message is required'),
    v.maxLength(SOCIAL_POST_MAX_CHARS, `message must be at most ${SOCIAL_POST_MAX_CHARS} characters`),
  ),
  referral_code: ReferralCode,
  user_id: UserId,
  /** A user to mention, by their handle on the network. */
  recipient_id: v.optional(
    v.nullable(v.pipe(v.string('recipient_id must be text'), v.regex(/^@?\w{1,15}$/, 'recipient_id must be a handle such as @bagel'))),
    null,
  ),
  reply_to: OptionalPostId('reply_to'),
  quote_tweet_id: OptionalPostId('quote_tweet_id'),
});
export type SocialPostRequest = v.InferOutput<typeof SocialPostRequest>;

export const SocialPost = v.object({
  post_id: v.string(),
  referral_code: v.string(),
  status: v.picklist(SOCIAL_POST_STATUSES),
  /** The post on the network once completed. */
  url: v.nullable(v.string()),
  /** Why it failed; {@link SOCIAL_AUTH_REQUIRED} when the account must be authorised again. */
  error: v.nullable(v.string()),
  /**
   * While pending, a limit of the network it waits out: which one (e.g. the account's daily post cap) and when the post
   * is tried again; null otherwise.
   */
  delay: v.nullable(v.object({ until: IsoDateTime, reason: v.string() })),
  /** Who posted it: 'Local outbox' or the network's name. */
  provider: v.string(),
  created_at: IsoDateTime,
});
export type SocialPost = v.InferOutput<typeof SocialPost>;

/** Posts the invitation in the background (pending → completed); the Idempotency-Key keeps a double click to one post. */
export const postReferralToSocial = defineRoute({
  method: 'POST',
  path: `/api/v1/referral/${SOCIAL_SEGMENT}/post`,
  summary: `Post an invitation with the caller's referral code on ${SOCIAL_NAME}`,
  tag: 'referrals',
  access: 'user',
  owner: { in: 'body', field: 'user_id' },
  idempotent: true,
  body: SocialPostRequest,
  errors: [422],
  response: SocialPost,
});

export const SocialAuthStatus = v.object({
  status: v.picklist(['authorized', 'unauthorized']),
  /** The account posts go out as, once authorised. */
  username: v.nullable(v.string()),
  /** Where to send the user to authorise (OAuth 2.0 with PKCE); null when authorised or when no authorising is needed. */
  authorize_url: v.nullable(v.string()),
});
export type SocialAuthStatus = v.InferOutput<typeof SocialAuthStatus>;

export const getSocialAuthStatus = defineRoute({
  method: 'GET',
  path: `/api/v1/referral/${SOCIAL_SEGMENT}/auth/status`,
  summary: `Whether the caller's ${SOCIAL_NAME} account is authorised for posting, and where to authorise it`,
  tag: 'referrals',
  access: 'user',
  response: SocialAuthStatus,
});

/** Where the network sends the browser back after the user authorised (or refused); it answers a redirect to /invite. */
export const completeSocialAuth = defineRoute({
  method: 'GET',
  path: `/api/v1/referral/${SOCIAL_SEGMENT}/auth/callback`,
  summary: `${SOCIAL_NAME}'s OAuth 2.0 redirect: exchanges the code for the user's token, then redirects to /invite`,
  tag: 'referrals',
  access: 'public',
  query: v.object({
    state: v.pipe(v.string('state is required'), v.regex(/^[\w-]{16,128}$/, 'state is not valid')),
    code: v.optional(v.pipe(v.string(), v.maxLength(2048))),
    error: v.optional(v.pipe(v.string(), v.maxLength(256))),
  }),
  response: v.object({ redirect: v.string() }),
});

export const getSocialPostStatus = defineRoute({
  method: 'GET',
  path: `/api/v1/referral/${SOCIAL_SEGMENT}/status`,
  summary: `The caller's latest ${SOCIAL_NAME} post of a referral code`,
  tag: 'referrals',
  access: 'user',
  query: v.object({ referral_code: ReferralCode }),
  response: v.object({ status: v.picklist(['none', ...SOCIAL_POST_STATUSES]), post: v.nullable(SocialPost) }),
});
