import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * The two kinds of test project, so a project's `vitest.config.ts` is one line and a new domain copies nothing.
 * Plain JavaScript (typed by index.d.ts): Vitest loads a config's packages with Node, which runs no TypeScript here.
 * Server tests open a real database per file (PGlite, or PostgreSQL with TEST_DATABASE_URL); on a busy
 * two-core machine that can take seconds, hence the generous timeouts. A project's files share one module graph
 * (`isolate: false`): each file still opens its own database, and loading Fastify, drizzle and PGlite once instead of
 * once per file takes the wallet's suite from 35 s to 15 s.
 */
export const serverTests = defineConfig({
  test: { environment: 'node', include: ['src/**/*.spec.ts'], isolate: false, testTimeout: 30_000, hookTimeout: 60_000 },
});

/**
 * React components in jsdom, with Testing Library's matchers and cleanup; a test waits up to 5 s for lazy modules.
 * The files of a project share one module graph and one window (`isolate: false`): importing React, Mantine and the
 * page under test once instead of once per file halves a suite (the wizard: 225 s → 156 s, wallet-web: 27 s → 14 s).
 * The shared setup resets what a test leaves behind (DOM, viewport, storage, currency); a suite that replaces a
 * module with `vi.mock` needs its own graph and turns isolation back on.
 */
export const webTests = defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    include: ['src/**/*.spec.ts', 'src/**/*.spec.tsx'],
    setupFiles: ['@bagel/web-testing/vitest-setup'],
    isolate: false,
    testTimeout: 20_000,
    // `expect.poll` waits as long as Testing Library's queries do (vitest-setup): a lazy sheet's first import can take
    // seconds on a busy machine.
    expect: { poll: { timeout: 5_000 } },
  },
});
