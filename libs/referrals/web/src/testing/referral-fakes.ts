import { getUserData } from '@bagel/wallet-contract';
import { getUserPreferences, setUserPreference, updateRole, type UserPreferences } from '@bagel/account-contract';
import {
  deleteReferralStash,
  generateReferralCode,
  getReferralStash,
  getSocialAuthStatus,
  getSocialPostStatus,
  postReferralToSocial,
  validateReferralCode,
  type ReferralProgress,
  type SocialAuthStatus,
  type SocialPost,
} from '@bagel/referrals-contract';
import { TEST_USER } from '@bagel/session/testing';
import { fakeFetch, type FakeFetch, fakeRoute, type RouteFake } from '@bagel/web-testing';

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

/**
 * A fake of every call the referral screens make, as alice: her code and progress, X authorised with no post yet
 * (a post is accepted as pending), her preferences, no stashed code, and her balance. `handlers` replace any of them.
 */
export function referralsFetch(handlers: RouteFake[] = []): FakeFetch {
  return fakeFetch([
    fakeRoute(generateReferralCode, () => ({ body: progress() })),
    fakeRoute(getSocialAuthStatus, () => ({ body: authorized })),
    fakeRoute(getSocialPostStatus, () => ({ body: { status: 'none', post: null } })),
    fakeRoute(postReferralToSocial, () => ({ status: 201, body: socialPost({ status: 'pending', url: null }) })),
    fakeRoute(getUserPreferences, () => ({ body: preferences() })),
    fakeRoute(setUserPreference, (request) => {
      const { preference_key: key, value } = request.body as { preference_key: keyof UserPreferences; value: never };
      return { body: { ...preferences(), [key]: value } };
    }),
    fakeRoute(getReferralStash, () => ({ body: { referralCode: null } })),
    fakeRoute(deleteReferralStash, () => ({ body: { success: true } })),
    fakeRoute(validateReferralCode, () => ({ body: { referral_code: CODE, valid: true, bonus: 125, replayed: false } })),
    fakeRoute(updateRole, () => ({ body: { user: { ...TEST_USER, role: 'waitlist' } } })),
    fakeRoute(getUserData, () => ({ body: { id: TEST_USER.id, username: TEST_USER.username, balance: 1125 } })),
    ...handlers,
  ]);
}

/** A post answered pending, then `later` each time its status is asked. */
export function postThen(later: SocialPost): RouteFake[] {
  let posted = false;
  return [
    fakeRoute(postReferralToSocial, () => {
      posted = true;
      return { status: 201, body: socialPost({ status: 'pending', url: null }) };
    }),
    fakeRoute(getSocialPostStatus, () => ({ body: posted ? { status: later.status, post: later } : { status: 'none', post: null } })),
  ];
}

/** The stash holds `code` until the flow deletes it. */
export function stashed(code = 'FRIEND42'): RouteFake[] {
  let stash: string | null = code;
  return [
    fakeRoute(getReferralStash, () => ({ body: { referralCode: stash } })),
    fakeRoute(deleteReferralStash, () => {
      stash = null;
      return { body: { success: true } };
    }),
  ];
}

/** The fake API with `post` as the code's latest post; `handlers` replace any other call. */
export const withLatestPost = (post: SocialPost, handlers: RouteFake[] = []) =>
  referralsFetch([fakeRoute(getSocialPostStatus, () => ({ body: { status: post.status, post } })), ...handlers]);
