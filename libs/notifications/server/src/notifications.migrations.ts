import { fileURLToPath } from 'node:url';
import type { MigrationSet } from '@bagel/db';

export const notificationsMigrations: MigrationSet = {
  folder: fileURLToPath(new URL('../migrations', import.meta.url)),
  table: '__notifications_migrations',
};
