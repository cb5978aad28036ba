import { fileURLToPath } from 'node:url';
import type { MigrationSet } from '@bagel/db';

export const identityMigrations: MigrationSet = {
  folder: fileURLToPath(new URL('../migrations', import.meta.url)),
  table: '__identity_migrations',
};
