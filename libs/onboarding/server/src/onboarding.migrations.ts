import { fileURLToPath } from 'node:url';
import type { MigrationSet } from '@bagel/db';

export const onboardingMigrations: MigrationSet = {
  folder: fileURLToPath(new URL('../migrations', import.meta.url)),
  table: '__onboarding_migrations',
};
