import { defineConfig } from 'vitest/config';
// Linting builds the Nx project graph on first use, which takes a while on a cold cache.
export default defineConfig({ test: { environment: 'node', include: ['src/**/*.spec.ts'], testTimeout: 120_000 } });
