import { defineConfig } from 'drizzle-kit';

// Paths are from the repository root: npx drizzle-kit generate --config libs/wallet/server/drizzle.config.ts
export default defineConfig({
  dialect: 'postgresql',
  schema: './libs/wallet/server/src/wallet.schema.ts',
  out: './libs/wallet/server/migrations',
});
