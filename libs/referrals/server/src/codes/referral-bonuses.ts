import { REFERRAL_BONUSES } from '@bagel/referrals-contract';
import type { Database } from '@bagel/db';
import type { LedgerPort } from '@bagel/ports';
import { bagelsToHundredths } from '@bagel/util';
import type { RedemptionRow } from '../referrals.schema';
import { markFriendBonusPaid, markInviterBonusPaid } from './referrals.repository';

/** The ledger's keys: one friend's bonus per friend, one owner's bonus per owner, however often anyone asks. */
export const friendBonusKey = (inviteeId: string) => `referral-friend:${inviteeId}`;
export const inviterBonusKey = (inviterId: string) => `referral-inviter:${inviterId}`;

/**
 * Pays what a new redemption earns from the referral pool, on the transaction that records it: the friend's bonus, and
 * the owner's when this friend is the one that completes the set. The redemption and its bonuses commit together or not
 * at all, so a pool that cannot cover them (the ledger's 422) leaves no redemption behind, and none is left unpaid.
 */
export async function payBonuses(tx: Database, ledger: LedgerPort, redemption: RedemptionRow): Promise<void> {
  await ledger.bonus(
    {
      userId: redemption.inviteeId,
      amount: bagelsToHundredths(REFERRAL_BONUSES.friend),
      idempotencyKey: friendBonusKey(redemption.inviteeId),
      description: `Referral bonus: joined with code ${redemption.code}`,
    },
    tx,
  );
  await markFriendBonusPaid(tx, redemption.inviteeId);
  if (redemption.position !== REFERRAL_BONUSES.friendsForInviterBonus) return;
  await ledger.bonus(
    {
      userId: redemption.inviterId,
      amount: bagelsToHundredths(REFERRAL_BONUSES.inviter),
      idempotencyKey: inviterBonusKey(redemption.inviterId),
      description: `Referral bonus: ${REFERRAL_BONUSES.friendsForInviterBonus} friends joined with code ${redemption.code}`,
    },
    tx,
  );
  await markInviterBonusPaid(tx, redemption.inviterId);
}
