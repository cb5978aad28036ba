import { fileURLToPath } from 'node:url';
import type { MigrationSet } from '@bagel/db';

export const sessionMigrations: MigrationSet = {
  folder: fileURLToPath(new URL('../migrations', import.meta.url)),
  table: '__session_migrations',
};
