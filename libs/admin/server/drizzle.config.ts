import { defineConfig } from 'drizzle-kit';

/**
 * api's admin tables. From this folder, `npx drizzle-kit generate --name <change>` writes the next
 * checked-in migration. edge has no admin tables any more: `migrations/edge` is history (it drops the old ones).
 */
export default defineConfig({ dialect: 'postgresql', schema: './src/admin.schema.ts', out: './migrations/api' });
