import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * The two kinds of test project, so a project's `vitest.config.ts` is one line and a new domain copies nothing.
 * Plain JavaScript (typed by index.d.ts): Vitest loads a config's packages with Node, which runs no TypeScript here.
 * Server tests open a real database per file (PGlite, or PostgreSQL with TEST_DATABASE_URL); on a busy
 * two-core machine that can take seconds, hence the generous timeouts.
 */
export const serverTests = defineConfig({
  test: { environment: 'node', include: ['src/**/*.spec.ts'], testTimeout: 30_000, hookTimeout: 60_000 },
});

/** React components in jsdom, with Testing Library's matchers and cleanup; a test waits up to 5 s for lazy modules. */
export const webTests = defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    include: ['src/**/*.spec.ts', 'src/**/*.spec.tsx'],
    setupFiles: ['@bagel/web-testing/vitest-setup'],
    testTimeout: 20_000,
  },
});
