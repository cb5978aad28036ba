import type { SocialPost } from '@bagel/referrals-contract';
import type { PostRow } from '../../referrals.schema';

export const socialPostView = (row: PostRow): SocialPost => ({
  post_id: row.id,
  referral_code: row.referralCode,
  status: row.status,
  url: row.url,
  error: row.error,
  delay:
    row.status === 'pending' && row.delayedUntil && row.delayReason
      ? { until: row.delayedUntil.toISOString(), reason: row.delayReason }
      : null,
  provider: row.provider,
  created_at: row.createdAt.toISOString(),
});
