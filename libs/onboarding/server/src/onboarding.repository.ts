import { eq } from 'drizzle-orm';
import type { OnboardingStep } from '@bagel/contract';
import type { Database } from '@bagel/db';
import { onboardingSteps } from './onboarding.schema';

export async function findCompletedSteps(db: Database, userId: string): Promise<OnboardingStep[]> {
  const rows = await db.select({ step: onboardingSteps.step }).from(onboardingSteps).where(eq(onboardingSteps.userId, userId));
  return rows.map((row) => row.step);
}

/** A step already done keeps its first completion time. */
export async function insertCompletedStep(db: Database, userId: string, step: OnboardingStep): Promise<void> {
  await db.insert(onboardingSteps).values({ userId, step }).onConflictDoNothing();
}
