import type { SocialPost } from '@bagel/contract';
import type { PostRow } from '../../referrals.schema';

export const socialPostView = (row: PostRow): SocialPost => ({
  post_id: row.id,
  referral_code: row.referralCode,
  status: row.status,
  url: row.url,
  error: row.error,
  provider: row.provider,
  created_at: row.createdAt.toISOString(),
});
