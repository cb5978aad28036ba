import { fileURLToPath } from 'node:url';
import type { MigrationSet } from '@bagel/db';

export const generationMigrations: MigrationSet = {
  folder: fileURLToPath(new URL('../migrations', import.meta.url)),
  table: '__generation_migrations',
};
