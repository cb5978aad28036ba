import * as v from 'valibot';
import { defineRoute, BagelAmount } from '@bagel/contract';

/** What the referral pool can still pay in bonuses (BGL, 2 decimals); it never goes below 0. */
export const ReferralPool = v.object({ balance: v.number() });

export const getReferralPool = defineRoute({
  method: 'GET',
  path: '/api/v1/admin/referral-pool',
  summary: "The referral pool's balance: what it can still pay in bonuses (admins only)",
  tag: 'admin',
  access: 'admin',
  response: ReferralPool,
});

/** Admins fund bonuses from the platform's revenue; a redemption the pool cannot cover is refused. */
export const fundReferralPool = defineRoute({
  method: 'POST',
  path: '/api/v1/admin/referral-pool',
  summary: 'Move Bagels from platform revenue into the referral pool (admins only)',
  tag: 'admin',
  access: 'admin',
  idempotent: true,
  body: v.object({ amount: BagelAmount }),
  response: ReferralPool,
});
