import {
  REFERRAL_BONUSES,
  REFERRAL_INVALID,
  REFERRAL_MAX_FRIENDS,
  REFERRAL_REDEEM_WITHIN_DAYS,
  type ReferralProgress,
  type ReferralRedemption,
} from '@bagel/contract';
import type { Database } from '@bagel/db';
import type { JobQueue } from '@bagel/jobs';
import { findUserById, type LedgerPort, type UserDirectory } from '@bagel/ports';
import { HttpError } from '@bagel/server-kit';
import type { CodeRow, RedemptionRow } from '../referrals.schema';
import { normalizedCode, randomReferralCode } from './referral-code';
import { BONUS_QUEUE, payBonuses, type BonusJob } from './referral-bonuses';
import { findCode, findCodeOf, findRedemption, insertCode, insertRedemption, lockCode } from './referrals.repository';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Draws before giving up on a free code: with 31^8 codes, even one collision is rare. */
const CODE_DRAWS = 5;

export interface ReferralsDependencies {
  db: Database;
  jobs: JobQueue;
  ledger: LedgerPort;
  directory: UserDirectory;
  log: { warn(object: object, message: string): void };
  /** How long the backstop job waits before paying what the request has not (default 30 s: usually nothing is left). */
  bonusBackstopSeconds?: number;
  now?: () => number;
}

const refused = () => new HttpError(422, REFERRAL_INVALID, 'referral_code');

/** Referral codes and their redemption: bonuses through the ledger from the referral pool, each paid once. */
export function createReferrals({ db, jobs, ledger, directory, log, bonusBackstopSeconds = 30, now = Date.now }: ReferralsDependencies) {
  const pay = payBonuses(db, ledger);

  /** Pays at once what a redemption earns; a failure is left to the backstop job rather than failing the friend's call. */
  async function payNow(redemption: RedemptionRow): Promise<void> {
    await pay(redemption).catch((error: unknown) =>
      log.warn({ err: error, inviteeId: redemption.inviteeId }, 'A referral bonus was left to its job'),
    );
  }

  /** The caller's code, made on the first ask; concurrent first asks get the same one. */
  async function codeOf(userId: string): Promise<CodeRow> {
    for (let draw = 0; draw < CODE_DRAWS; draw++) {
      const existing = await findCodeOf(db, userId);
      if (existing) return existing;
      // Nothing is inserted when the user got a code meanwhile (read above next time) or the text is taken (drawn again).
      await insertCode(db, userId, randomReferralCode());
    }
    const made = await findCodeOf(db, userId);
    if (!made) throw new Error(`No free referral code in ${CODE_DRAWS} draws`);
    return made;
  }

  /** A second call with the code the caller redeemed answers the first result; any other code is refused. */
  async function replayOf(redemption: RedemptionRow, code: string): Promise<ReferralRedemption> {
    if (redemption.code !== code) throw refused();
    // Settles what an earlier call left unpaid; what was paid is skipped, so a replay moves no money.
    await payNow(redemption);
    return { referral_code: redemption.code, valid: true, bonus: REFERRAL_BONUSES.friend, replayed: true };
  }

  async function isNewAccount(userId: string): Promise<boolean> {
    const user = await findUserById(directory, userId);
    return user !== undefined && now() - user.createdAt.getTime() <= REFERRAL_REDEEM_WITHIN_DAYS * DAY_MS;
  }

  return {
    async progress(userId: string): Promise<ReferralProgress> {
      const [code, joined] = await Promise.all([codeOf(userId), findRedemption(db, userId)]);
      return {
        referral_code: code.code,
        friends_joined: code.friendsJoined,
        friends_for_bonus: REFERRAL_BONUSES.friendsForInviterBonus,
        max_friends: REFERRAL_MAX_FRIENDS,
        friend_bonus: REFERRAL_BONUSES.friend,
        inviter_bonus: REFERRAL_BONUSES.inviter,
        inviter_bonus_paid: code.inviterBonusPaidAt !== null,
        joined_with: joined?.code ?? null,
      };
    },

    /**
     * Redeems a code for a new account: the friend is counted under the code's lock (never past the cap), the redemption
     * and its backstop job are written together, then the bonuses are paid. Unknown codes, the caller's own, a full code,
     * a second code and accounts older than REFERRAL_REDEEM_WITHIN_DAYS are all one 422, so the answer tells nothing.
     */
    async redeem(userId: string, typed: string): Promise<ReferralRedemption> {
      const code = normalizedCode(typed);
      const previous = await findRedemption(db, userId);
      if (previous) return replayOf(previous, code);
      const owner = await findCode(db, code);
      if (!owner || owner.userId === userId || !(await isNewAccount(userId))) throw refused();
      const redemption = await db.transaction(async (tx) => {
        const locked = await lockCode(tx, code);
        if (!locked || locked.friendsJoined >= REFERRAL_MAX_FRIENDS) throw refused();
        const inserted = await insertRedemption(tx, locked, userId);
        if (inserted) await jobs.send<BonusJob>(BONUS_QUEUE, { inviteeId: userId }, { tx, startAfterSeconds: bonusBackstopSeconds });
        return inserted;
      });
      if (!redemption) {
        // The caller's concurrent request redeemed first: answer as its replay.
        const winner = await findRedemption(db, userId);
        if (!winner) throw new Error(`The redemption of ${userId} was neither written nor found`);
        return replayOf(winner, code);
      }
      await payNow(redemption);
      return { referral_code: code, valid: true, bonus: REFERRAL_BONUSES.friend, replayed: false };
    },
  };
}

export type Referrals = ReturnType<typeof createReferrals>;
