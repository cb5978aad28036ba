import { fileURLToPath } from 'node:url';
import type { MigrationSet } from '@bagel/db';

export const deploymentsMigrations: MigrationSet = {
  folder: fileURLToPath(new URL('../migrations', import.meta.url)),
  table: '__deployments_migrations',
};
