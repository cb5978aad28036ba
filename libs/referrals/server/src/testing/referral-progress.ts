import { generateReferralCode, type ReferralProgress } from '@bagel/referrals-contract';
import type { TestApp, TestUser } from '@bagel/server-kit/testing';

/** The user's referral progress, their code made on the first ask. */
export async function progressOf(on: Pick<TestApp, 'call'>, user: TestUser): Promise<ReferralProgress> {
  const reply = await on.call({ url: generateReferralCode.path }, user.apiKey);
  if (reply.statusCode !== 200) throw new Error(`Reading the referral progress failed: ${reply.body}`);
  return reply.json<ReferralProgress>();
}

export const codeOf = async (on: Pick<TestApp, 'call'>, user: TestUser) => (await progressOf(on, user)).referral_code;
