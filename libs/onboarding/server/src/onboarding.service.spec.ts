import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DatabaseHandle } from '@bagel/db';
import { openTestDatabase } from '@bagel/db/testing';
import { onboardingMigrations } from './onboarding.migrations';
import { createOnboardingService, type OnboardingService } from './onboarding.service';

let database: DatabaseHandle;
let service: OnboardingService;
beforeAll(async () => {
  database = await openTestDatabase([onboardingMigrations]);
  service = createOnboardingService(database.db);
});
afterAll(() => database.close());

const notDone = { completed: false };
const done = { completed: true };

it('starts with every step open', async () => {
  expect(await service.getState(randomUUID())).toEqual({
    create_dataset: notDone,
    create_model: notDone,
    fine_tune_model: notDone,
    onboarding_completed: false,
  });
});

it('completes onboarding once every step is done, whatever the order and however often', async () => {
  const userId = randomUUID();
  await Promise.all([service.completeStep(userId, 'fine_tune_model'), service.completeStep(userId, 'fine_tune_model')]);
  expect(await service.completeStep(userId, 'create_dataset')).toEqual({
    create_dataset: done,
    create_model: notDone,
    fine_tune_model: done,
    onboarding_completed: false,
  });
  expect((await service.completeStep(userId, 'create_model')).onboarding_completed).toBe(true);
  expect((await service.getState(randomUUID())).onboarding_completed).toBe(false);
});
