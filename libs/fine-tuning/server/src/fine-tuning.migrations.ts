import { fileURLToPath } from 'node:url';
import type { MigrationSet } from '@bagel/db';

export const fineTuningMigrations: MigrationSet = {
  folder: fileURLToPath(new URL('../migrations', import.meta.url)),
  table: '__fine_tuning_migrations',
};
