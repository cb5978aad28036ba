import { mergeConfig } from 'vitest/config';
import { webTests } from '@bagel/vitest-presets';

// The upload panel's spec replaces tus-js-client with `vi.mock`, which only reaches a module graph of its own: this
// project keeps one per test file (the preset shares one across files for speed).
export default mergeConfig(webTests, { test: { isolate: true } });
