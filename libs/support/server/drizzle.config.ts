import { defineConfig } from 'drizzle-kit';

// Paths are from the repository root: npx drizzle-kit generate --config libs/support/server/drizzle.config.ts
export default defineConfig({
  dialect: 'postgresql',
  schema: './libs/support/server/src/support.schema.ts',
  out: './libs/support/server/migrations',
});
