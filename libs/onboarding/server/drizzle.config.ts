import { defineConfig } from 'drizzle-kit';

// Paths are from the repository root: npx drizzle-kit generate --config libs/onboarding/server/drizzle.config.ts
export default defineConfig({
  dialect: 'postgresql',
  schema: './libs/onboarding/server/src/onboarding.schema.ts',
  out: './libs/onboarding/server/migrations',
});
