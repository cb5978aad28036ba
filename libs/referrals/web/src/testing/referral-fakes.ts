import type { UserPreferences } from '@bagel/account-contract';
import type { ReferralProgress, SocialAuthStatus, SocialPost } from '@bagel/referrals-contract';
import { TEST_USER } from '@bagel/session/testing';
import { keyedFakeFetch, type FakeFetch, type KeyedFakeHandler } from '@bagel/web-testing';

export const CODE = 'BGL7QX2M';
export const AUTHORIZE_URL = 'https://x.com/i/oauth2/authorize?response_type=code&client_id=bagel&state=abcdefghijklmnop';

/** alice's code with one friend joined. */
export const progress = (overrides: Partial<ReferralProgress> = {}): ReferralProgress => ({
  referral_code: CODE,
  friends_joined: 1,
  friends_for_bonus: 3,
  max_friends: 10,
  friend_bonus: 125,
  inviter_bonus: 375,
  inviter_bonus_paid: false,
  joined_with: null,
  ...overrides,
});

export const socialPost = (overrides: Partial<SocialPost> = {}): SocialPost => ({
  post_id: '3c9d2e1f-0000-4000-8000-000000000001',
  referral_code: CODE,
  status: 'completed',
  url: 'https://x.com/alice_bakes/status/1890000000000000001',
  error: null,
  delay: null,
  provider: 'X',
  created_at: '2025-03-04T15:00:00.000Z',
  ...overrides,
});

export const authorized: SocialAuthStatus = { status: 'authorized', username: 'alice_bakes', authorize_url: null };
export const unauthorized: SocialAuthStatus = { status: 'unauthorized', username: null, authorize_url: AUTHORIZE_URL };

export const preferences = (overrides: Partial<UserPreferences> = {}): UserPreferences => ({
  referral_modal_dismissed: false,
  referral_modal_last_shown: null,
  ...overrides,
});

/** The server's failure in its error envelope. */
export const failure =
  (status: number, detail: string, error = 'Error'): KeyedFakeHandler =>
  () => ({ status, body: { error, detail } });

/** A reply that never comes: the call stays in flight. */
export const never: KeyedFakeHandler = () => new Promise<never>(() => undefined);

/**
 * A fake of every call the referral screens make, as alice: her code and progress, X authorised with no post yet
 * (a post is accepted as pending), her preferences, no stashed code, and her balance. `handlers` replace any of them.
 */
export function referralsFetch(handlers: Record<string, KeyedFakeHandler> = {}): FakeFetch {
  return keyedFakeFetch({
    'GET /api/v1/referral/generate': () => ({ body: progress() }),
    'GET /api/v1/referral/x/auth/status': () => ({ body: authorized }),
    'GET /api/v1/referral/x/status': () => ({ body: { status: 'none', post: null } }),
    'POST /api/v1/referral/x/post': () => ({ status: 201, body: socialPost({ status: 'pending', url: null }) }),
    'GET /api/user-preferences': () => ({ body: preferences() }),
    'POST /api/user-preferences': (request) => {
      const { preference_key: key, value } = request.body as { preference_key: keyof UserPreferences; value: never };
      return { body: { ...preferences(), [key]: value } };
    },
    'GET /api/referral': () => ({ body: { referralCode: null } }),
    'DELETE /api/referral': () => ({ body: { success: true } }),
    'GET /api/v1/referral/validate': () => ({ body: { referral_code: CODE, valid: true, bonus: 125, replayed: false } }),
    'POST /api/updateProfile': () => ({ body: { user: { ...TEST_USER, role: 'waitlist' } } }),
    'GET /api/v1/users/{userId}': () => ({ body: { id: TEST_USER.id, username: TEST_USER.username, balance: 1125 } }),
    ...handlers,
  });
}

/** A post answered pending, then `later` each time its status is asked. */
export function postThen(later: SocialPost): Record<string, KeyedFakeHandler> {
  let posted = false;
  return {
    'POST /api/v1/referral/x/post': () => {
      posted = true;
      return { status: 201, body: socialPost({ status: 'pending', url: null }) };
    },
    'GET /api/v1/referral/x/status': () => ({ body: posted ? { status: later.status, post: later } : { status: 'none', post: null } }),
  };
}

/** The stash holds `code` until the flow deletes it. */
export function stashed(code = 'FRIEND42'): Record<string, KeyedFakeHandler> {
  let stash: string | null = code;
  return {
    'GET /api/referral': () => ({ body: { referralCode: stash } }),
    'DELETE /api/referral': () => {
      stash = null;
      return { body: { success: true } };
    },
  };
}

/** The fake API with `post` as the code's latest post; `handlers` replace any other call. */
export const withLatestPost = (post: SocialPost, handlers: Record<string, KeyedFakeHandler> = {}) =>
  referralsFetch({ 'GET /api/v1/referral/x/status': () => ({ body: { status: post.status, post } }), ...handlers });
