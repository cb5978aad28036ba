import { sql } from 'drizzle-orm';
import { check, pgSchema, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ONBOARDING_STEPS, type OnboardingStep } from '@bagel/contract';

/** The onboarding domain's own PostgreSQL schema (see api-keys' for why). */
export const onboarding = pgSchema('onboarding');

/** One row per step a user has completed; a missing row means not done yet. */
export const onboardingSteps = onboarding.table(
  'onboarding_steps',
  {
    userId: uuid('user_id').notNull(),
    step: text('step').$type<OnboardingStep>().notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'onboarding_steps_pkey', columns: [table.userId, table.step] }),
    check('onboarding_steps_step_check', sql.raw(`step in (${ONBOARDING_STEPS.map((step) => `'${step}'`).join(', ')})`)),
  ],
);
