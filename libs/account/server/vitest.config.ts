import { defineConfig } from 'vitest/config';

// Each file opens a real database; starting PGlite takes seconds on a busy machine.
export default defineConfig({ test: { environment: 'node', include: ['src/**/*.spec.ts'], testTimeout: 30_000, hookTimeout: 60_000 } });
