import { fileURLToPath } from 'node:url';
import type { MigrationSet } from '@bagel/db';

export const assetsMigrations: MigrationSet = {
  folder: fileURLToPath(new URL('../migrations', import.meta.url)),
  table: '__assets_migrations',
};
