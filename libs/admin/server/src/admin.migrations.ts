import { fileURLToPath } from 'node:url';
import type { MigrationSet } from '@bagel/db';

export const adminMigrations: MigrationSet = {
  folder: fileURLToPath(new URL('../migrations', import.meta.url)),
  table: '__admin_migrations',
};
