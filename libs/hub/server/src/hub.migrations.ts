import { fileURLToPath } from 'node:url';
import type { MigrationSet } from '@bagel/db';

export const hubMigrations: MigrationSet = {
  folder: fileURLToPath(new URL('../migrations', import.meta.url)),
  table: '__hub_migrations',
};
