import type { FastifyInstance } from 'fastify';
import { deleteReferralStash, getReferralStash } from '@bagel/referrals-contract';
import { registerRoute } from '@bagel/server-kit';
import { deleteReferralCode, readReferralCode } from './referral-stash.repository';
import type { AccountContext } from './account-context';

/** The contract's owner rule (userId must be the signed-in user) is enforced by registerRoute before these run. */
export function registerReferralStashRoutes(app: FastifyInstance, { db }: AccountContext): void {
  registerRoute(app, getReferralStash, async (request) => ({ referralCode: await readReferralCode(db, request.query.userId) }));

  registerRoute(app, deleteReferralStash, async (request) => {
    await deleteReferralCode(db, request.query.userId);
    return { success: true } as const;
  });
}
