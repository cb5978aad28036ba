import * as v from 'valibot';
import { defineRoute, UserId } from '@bagel/contract';

/** The code a visitor arrived with (`?ref=`), kept until the referral flow redeems it. */
export const getReferralStash = defineRoute({
  method: 'GET',
  path: '/api/referral',
  summary: "The signed-in user's stashed referral code",
  tag: 'referrals',
  access: 'session',
  owner: { in: 'query', field: 'userId' },
  query: v.object({ userId: UserId }),
  response: v.object({ referralCode: v.nullable(v.string()) }),
});

export const deleteReferralStash = defineRoute({
  method: 'DELETE',
  path: '/api/referral',
  summary: "Forget the signed-in user's stashed referral code",
  tag: 'referrals',
  access: 'session',
  owner: { in: 'query', field: 'userId' },
  query: v.object({ userId: UserId }),
  response: v.object({ success: v.literal(true) }),
});
