import { fileURLToPath } from 'node:url';
import type { MigrationSet } from '@bagel/db';

export const supportMigrations: MigrationSet = {
  folder: fileURLToPath(new URL('../migrations', import.meta.url)),
  table: '__support_migrations',
};
