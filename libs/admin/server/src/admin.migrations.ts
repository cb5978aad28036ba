import { fileURLToPath } from 'node:url';
import type { MigrationSet } from '@bagel/db';

/** api's admin tables (the waitlist setting). */
export const adminApiMigrations: MigrationSet = {
  folder: fileURLToPath(new URL('../migrations/api', import.meta.url)),
  table: '__admin_api_migrations',
};

/**
 * edge's history: it held the waitlist setting until api became its one source of truth; the last
 * migration drops that table. Kept so existing edge databases apply the drop.
 */
export const adminEdgeMigrations: MigrationSet = {
  folder: fileURLToPath(new URL('../migrations/edge', import.meta.url)),
  table: '__admin_migrations',
};
