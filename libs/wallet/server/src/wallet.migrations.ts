import { fileURLToPath } from 'node:url';
import type { MigrationSet } from '@bagel/db';

export const walletMigrations: MigrationSet = {
  folder: fileURLToPath(new URL('../migrations', import.meta.url)),
  table: '__wallet_migrations',
};
