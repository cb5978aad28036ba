import { fileURLToPath } from 'node:url';
import type { MigrationSet } from '@bagel/db';

export const referralsMigrations: MigrationSet = {
  folder: fileURLToPath(new URL('../migrations', import.meta.url)),
  table: '__referrals_migrations',
};
