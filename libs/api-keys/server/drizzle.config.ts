import { defineConfig } from 'drizzle-kit';

// Paths are from the repository root: npx drizzle-kit generate --config libs/api-keys/server/drizzle.config.ts
export default defineConfig({
  dialect: 'postgresql',
  schema: './libs/api-keys/server/src/api-keys.schema.ts',
  out: './libs/api-keys/server/migrations',
});
