import { REFERRAL_BONUSES } from '@bagel/contract';
import type { Database } from '@bagel/db';
import type { QueueDefinition, RunningJob } from '@bagel/jobs';
import type { LedgerPort } from '@bagel/ports';
import { bagelsToHundredths } from '@bagel/util';
import type { RedemptionRow } from '../referrals.schema';
import { findCodeOf, findRedemption, markFriendBonusPaid, markInviterBonusPaid } from './referrals.repository';

export const BONUS_QUEUE = 'referrals.bonus';

export interface BonusJob {
  inviteeId: string;
}

/** The ledger's keys: one friend's bonus per friend, one owner's bonus per owner, however often anyone asks. */
export const friendBonusKey = (inviteeId: string) => `referral-friend:${inviteeId}`;
export const inviterBonusKey = (inviterId: string) => `referral-inviter:${inviterId}`;

/**
 * Pays what a redemption earns, from the referral pool: the friend's bonus, and the owner's when this friend is the one
 * that completes the set. Each payment is applied once by its ledger key, so a request and its backstop job may both run
 * it; what was paid is noted so later calls skip the ledger.
 */
export function payBonuses(db: Database, ledger: LedgerPort) {
  return async (redemption: RedemptionRow): Promise<void> => {
    if (!redemption.friendBonusPaidAt) {
      await ledger.bonus({
        userId: redemption.inviteeId,
        amount: bagelsToHundredths(REFERRAL_BONUSES.friend),
        idempotencyKey: friendBonusKey(redemption.inviteeId),
        description: `Referral bonus: joined with code ${redemption.code}`,
      });
      await markFriendBonusPaid(db, redemption.inviteeId);
    }
    if (redemption.position !== REFERRAL_BONUSES.friendsForInviterBonus) return;
    const code = await findCodeOf(db, redemption.inviterId);
    if (code?.inviterBonusPaidAt) return;
    await ledger.bonus({
      userId: redemption.inviterId,
      amount: bagelsToHundredths(REFERRAL_BONUSES.inviter),
      idempotencyKey: inviterBonusKey(redemption.inviterId),
      description: `Referral bonus: ${REFERRAL_BONUSES.friendsForInviterBonus} friends joined with code ${redemption.code}`,
    });
    await markInviterBonusPaid(db, redemption.inviterId);
  };
}

interface BonusJobDependencies {
  db: Database;
  ledger: LedgerPort;
  log: { error(object: object, message: string): void };
}

/**
 * The backstop of a redemption's bonuses, sent in the redemption's transaction: if the request could not pay them (the
 * process stopped, the ledger failed), this job does, retrying for a while.
 */
export function bonusQueue({ db, ledger, log }: BonusJobDependencies): QueueDefinition<BonusJob> {
  const pay = payBonuses(db, ledger);
  return {
    name: BONUS_QUEUE,
    retryLimit: 10,
    retryDelaySeconds: 60,
    heartbeatSeconds: 30,
    expireInSeconds: 5 * 60,
    concurrency: 2,
    async handler(job: RunningJob<BonusJob>) {
      const redemption = await findRedemption(db, job.data.inviteeId);
      if (!redemption) return;
      try {
        await pay(redemption);
      } catch (error) {
        // A later validation of the same code by the friend pays what is still due.
        if (job.isLastAttempt) log.error({ err: error, inviteeId: redemption.inviteeId }, 'A referral bonus could not be paid');
        throw error;
      }
    },
  };
}
