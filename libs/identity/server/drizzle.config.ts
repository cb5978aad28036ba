import { defineConfig } from 'drizzle-kit';

// Paths are from the repository root: npx drizzle-kit generate --config libs/identity/server/drizzle.config.ts
export default defineConfig({
  dialect: 'postgresql',
  schema: './libs/identity/server/src/identity.schema.ts',
  out: './libs/identity/server/migrations',
});
