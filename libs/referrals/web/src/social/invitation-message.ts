import { REFERRAL_BONUSES } from '@bagel/referrals-contract';
import { bagelsToUsd } from '@bagel/util';

/** The post the Share on X box starts with: what Bagel is, what a friend gets (spec §9), and the invite link. */
export function invitationMessage(link: string): string {
  const bonus = REFERRAL_BONUSES.friend;
  return `I build, fine-tune and deploy AI models on Bagel. Sign up with my link and get $${bagelsToUsd(bonus)} (${bonus} Bagels) to start: ${link}`;
}
