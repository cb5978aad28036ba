import {
  REFERRAL_BONUSES,
  REFERRAL_INVALID,
  REFERRAL_MAX_FRIENDS,
  REFERRAL_REDEEM_WITHIN_DAYS,
  type ReferralProgress,
  type ReferralRedemption,
} from '@bagel/referrals-contract';
import type { Database } from '@bagel/db';
import type { LedgerPort, UserDirectory } from '@bagel/ports';
import { HttpError } from '@bagel/server-kit';
import type { CodeRow, RedemptionRow } from '../referrals.schema';
import { normalizedCode, randomReferralCode } from './referral-code';
import { payBonuses } from './referral-bonuses';
import { findCode, findCodeOf, findRedemption, insertCode, insertRedemption, lockCodesOf } from './referrals.repository';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Draws before giving up on a free code: with 31^8 codes, even one collision is rare. */
const CODE_DRAWS = 5;

export interface ReferralsDependencies {
  db: Database;
  ledger: LedgerPort;
  directory: UserDirectory;
  log: { warn(object: object, message: string): void };
  now?: () => number;
}

const refused = () => new HttpError(422, REFERRAL_INVALID, 'referral_code');
const isStatus = (error: unknown, status: number) => (error as { statusCode?: unknown } | null)?.statusCode === status;

/** Referral codes and their redemption: bonuses through the ledger from the referral pool, each paid once. */
export function createReferrals({ db, ledger, directory, log, now = Date.now }: ReferralsDependencies) {
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

  /** A second call with the code the caller redeemed answers the first result (it was paid with it); any other is refused. */
  function replayOf(redemption: RedemptionRow, code: string): ReferralRedemption {
    if (redemption.code !== code) throw refused();
    return { referral_code: redemption.code, valid: true, bonus: REFERRAL_BONUSES.friend, replayed: true };
  }

  /** The friend signed up within REFERRAL_REDEEM_WITHIN_DAYS and the owner is still a user: both may be paid. */
  async function mayBePaid(friendId: string, ownerId: string): Promise<boolean> {
    const [friend, owner] = await directory.findUsers([friendId, ownerId]);
    const isNew = friend?.id === friendId && now() - friend.createdAt.getTime() <= REFERRAL_REDEEM_WITHIN_DAYS * DAY_MS;
    return isNew && owner?.id === ownerId;
  }

  /**
   * Records the friend under the locks of both users' codes and pays the bonuses on the same transaction. Refused when
   * the code is full, when its owner joined with the caller's code (two accounts farming each other), and when the pool
   * cannot cover the bonuses; undefined when a concurrent request of the caller's redeemed first.
   */
  function record(userId: string, owner: CodeRow): Promise<RedemptionRow | undefined> {
    return db.transaction(async (tx) => {
      const locked = (await lockCodesOf(tx, [userId, owner.userId])).find((row) => row.userId === owner.userId);
      if (!locked || locked.friendsJoined >= REFERRAL_MAX_FRIENDS) throw refused();
      if ((await findRedemption(tx, owner.userId))?.inviterId === userId) throw refused();
      const inserted = await insertRedemption(tx, locked, userId);
      if (!inserted) return undefined;
      try {
        await payBonuses(tx, ledger, inserted);
      } catch (error) {
        if (!isStatus(error, 422)) throw error;
        log.warn({ inviteeId: userId, code: owner.code }, 'The referral pool cannot cover a redemption: it was refused');
        throw refused();
      }
      return inserted;
    });
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
     * Redeems a code for a new account: the friend is counted under the code's lock (never past the cap) and paid in the
     * same transaction. Unknown codes, the caller's own, a full code, a second code, the code of someone who joined with
     * the caller's, accounts older than REFERRAL_REDEEM_WITHIN_DAYS and an empty pool are all one 422, so the answer tells
     * nothing; nothing is recorded or paid then.
     */
    async redeem(userId: string, typed: string): Promise<ReferralRedemption> {
      const code = normalizedCode(typed);
      const previous = await findRedemption(db, userId);
      if (previous) return replayOf(previous, code);
      const owner = await findCode(db, code);
      if (!owner || owner.userId === userId || !(await mayBePaid(userId, owner.userId))) throw refused();
      if (await record(userId, owner)) return { referral_code: code, valid: true, bonus: REFERRAL_BONUSES.friend, replayed: false };
      // The caller's concurrent request redeemed first: answer as its replay.
      const winner = await findRedemption(db, userId);
      if (!winner) throw new Error(`The redemption of ${userId} was neither written nor found`);
      return replayOf(winner, code);
    },
  };
}

export type Referrals = ReturnType<typeof createReferrals>;
