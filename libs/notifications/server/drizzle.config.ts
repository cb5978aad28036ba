import { defineConfig } from 'drizzle-kit';

/** From this folder, `npx drizzle-kit generate --name <change>` writes the next checked-in migration. */
export default defineConfig({ dialect: 'postgresql', schema: './src/notifications.schema.ts', out: './migrations' });
