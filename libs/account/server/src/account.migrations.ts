import { fileURLToPath } from 'node:url';
import type { MigrationSet } from '@bagel/db';

export const accountMigrations: MigrationSet = {
  folder: fileURLToPath(new URL('../migrations', import.meta.url)),
  // The name the set was first tracked under (the domain was called session): renaming it would make
  // every existing database run the migrations again.
  table: '__session_migrations',
};
