import { fileURLToPath } from 'node:url';
import type { MigrationSet } from '@bagel/db';

export const paymentsMigrations: MigrationSet = {
  folder: fileURLToPath(new URL('../migrations', import.meta.url)),
  table: '__payments_migrations',
};
